import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui-button";
import { CopyButton } from "~/features/api/copy-button";
import { CsrfInput } from "~/features/auth/csrf-input";

/**
 * Signed URLs on the API page: the workspace's URL-signing secret, for signing image URLs in the
 * customer's own code (docs/signed-urls.md), and its rotation, which invalidates every URL signed before.
 */
export function SignedUrlsSection({ secret }: { secret: string }) {
  const { t } = useTranslation("app");
  const rotate = useFetcher<{ ok: boolean; intent: string }>();
  return (
    <section
      aria-labelledby="signed-urls-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="signed-urls"
    >
      <h2 id="signed-urls-heading" className="text-lg font-semibold text-slate-900">
        {t("signedUrls.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("signedUrls.lead")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-slate-700">{t("signedUrls.secret")}</span>
        <code
          className="min-w-0 max-w-full break-all rounded-md bg-slate-100 px-2 py-1 font-mono text-xs text-slate-900"
          data-testid="url-signing-secret"
        >
          {secret}
        </code>
        <CopyButton text={secret} />
        <rotate.Form method="post">
          <CsrfInput />
          <Button
            type="submit"
            name="intent"
            value="url-secret-rotate"
            variant="secondary"
            busy={rotate.state !== "idle"}
            className="!px-2.5 !py-1 !text-xs"
            data-testid="rotate-url-secret"
          >
            {t("signedUrls.rotate")}
          </Button>
        </rotate.Form>
      </div>
      <p className="mt-2 text-xs text-slate-500">{t("signedUrls.rotateHint")}</p>
    </section>
  );
}
