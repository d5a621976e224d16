import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { RenderedPage } from "@paperjet/engine";
import { validateDocument } from "@paperjet/template";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui-button";
import { loadBrowserEngine } from "~/features/designer/browser-engine";
import { buildSeo } from "~/features/site/build-seo.server";
import { SAMPLE_DATA, SAMPLE_TEMPLATE } from "~/features/site/renderer-sample";
import { seoMeta } from "~/features/site/seo";
import { getPageT } from "~/utils/page-i18n.server";

/** Template and data come from the query (`?template=<json>&data=<json>`), or the sample label. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { locale, t } = await getPageT(params, "site");
  const query = new URL(request.url).searchParams;
  const seo = buildSeo({
    locale,
    path: "/internals/renderer",
    title: t("meta.renderer.title"),
    description: t("meta.renderer.description"),
    noindex: true,
  });
  return {
    locale,
    seo,
    template: query.get("template") ?? JSON.stringify(SAMPLE_TEMPLATE, null, 2),
    data: query.get("data") ?? JSON.stringify(SAMPLE_DATA, null, 2),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
// A blank layout: no top bar, footer or cookie bar (docs/product.md §2).
export const handle = { i18n: ["site"], cookieBar: false };

type Result = { status: "loading" } | { status: "error"; message: string } | { status: "done"; pages: RenderedPage[]; warnings: string[] };

const PX_PER_MM = 96 / 25.4;

/**
 * Renders a template with data in the browser through the shared engine (the
 * designer preview's engine and fonts), to check a template outside the designer.
 */
export default function Renderer() {
  const { template, data } = useLoaderData<typeof loader>();
  const { t } = useTranslation("site");
  const [result, setResult] = useState<Result>({ status: "loading" });

  useEffect(() => {
    let cancelled = false;
    setResult({ status: "loading" });
    (async () => {
      let rawTemplate: unknown, rawData: unknown;
      try {
        rawTemplate = JSON.parse(template);
        rawData = JSON.parse(data);
      } catch (error) {
        return setResult({ status: "error", message: t("renderer.invalidJson", { message: (error as Error).message }) });
      }
      const checked = validateDocument(rawTemplate);
      if (!checked.ok) {
        return setResult({
          status: "error",
          message: t("renderer.invalidTemplate", { message: checked.errors.map((e) => `${e.path}: ${e.message}`).join("; ") }),
        });
      }
      try {
        const engine = await loadBrowserEngine();
        const rendered = await engine.renderAsync(checked.document, (rawData ?? {}) as Record<string, unknown>);
        if (!cancelled) setResult({ status: "done", ...rendered });
      } catch (error) {
        if (!cancelled) setResult({ status: "error", message: t("renderer.failed", { message: (error as Error).message }) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [template, data, t]);

  const textarea =
    "mt-1.5 block h-72 w-full rounded-lg border-0 bg-white p-3 font-mono text-xs text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-indigo-600";
  return (
    <main className="min-h-full bg-slate-100">
      <div className="mx-auto grid max-w-[110rem] gap-8 p-6 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("renderer.title")}</h1>
          <p className="mt-2 text-sm leading-6 text-slate-600">{t("renderer.lead")}</p>
          <Form method="get" className="mt-6 space-y-4">
            <div>
              <label htmlFor="renderer-template" className="text-sm font-medium text-slate-800">
                {t("renderer.template")}
              </label>
              <textarea
                id="renderer-template"
                name="template"
                defaultValue={template}
                key={template}
                spellCheck={false}
                className={textarea}
              />
            </div>
            <div>
              <label htmlFor="renderer-data" className="text-sm font-medium text-slate-800">
                {t("renderer.data")}
              </label>
              <textarea id="renderer-data" name="data" defaultValue={data} key={data} spellCheck={false} className={`${textarea} !h-40`} />
            </div>
            <Button type="submit">{t("renderer.render")}</Button>
          </Form>
        </div>
        <section aria-labelledby="renderer-output" aria-busy={result.status === "loading"}>
          <h2 id="renderer-output" className="sr-only">
            {t("renderer.pages")}
          </h2>
          {result.status === "loading" ? <p className="text-sm text-slate-500">{t("renderer.loadingFonts")}</p> : null}
          {result.status === "error" ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200" data-testid="renderer-error">
              {result.message}
            </p>
          ) : null}
          {result.status === "done" ? (
            <>
              {result.warnings.length ? (
                <div className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  <p className="font-semibold">{t("renderer.warnings")}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {result.warnings.map((warning, i) => (
                      <li key={i}>{warning}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="flex flex-wrap items-start gap-6">
                {result.pages.map((page, i) => (
                  <figure key={i} className="m-0">
                    <div
                      role="img"
                      aria-label={t("renderer.page", { number: i + 1 })}
                      data-testid="rendered-page"
                      className="bg-white shadow-lg [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
                      style={{ width: page.widthMm * PX_PER_MM, height: page.heightMm * PX_PER_MM }}
                      dangerouslySetInnerHTML={{ __html: page.svg }}
                    />
                    <figcaption className="mt-1 text-center text-xs text-slate-500">
                      {t("renderer.page", { number: i + 1 })} · {page.widthMm} × {page.heightMm} mm
                    </figcaption>
                  </figure>
                ))}
              </div>
            </>
          ) : null}
        </section>
      </div>
    </main>
  );
}
