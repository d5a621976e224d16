import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { createBlankDocument } from "@paperjet/template";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { createTemplate } from "~/features/templates/create-template.server";
import { duplicateTemplate } from "~/features/templates/duplicate-template.server";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { requirePagePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import i18next from "~/utils/i18next.server";
import { LOCALE_NAMES, localizedPath, requireLocaleParam } from "~/utils/locale";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["common", "designer"] };

export const meta: MetaFunction = () => [{ title: "New template — Paperjet" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requireLocaleParam(params);
  await requireAppUserPage(request);
  const design = new URL(request.url).searchParams.get("design");
  return { locale, design: design && /^[0-9a-f-]{36}$/i.test(design) ? design : null };
}

/** Creates the template (blank, or a copy of a library design), then continues in the designer at its id. */
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = requireLocaleParam(params);
  const { user, workspace } = await requirePagePermission(request, "templates:write");
  const form = await readForm(request);
  const design = String(form.get("design") ?? "");
  const t = await i18next.getFixedT(locale, "designer");
  const db = await getDb();
  let id: string;
  try {
    id = design
      ? (await duplicateTemplate({ db, workspaceId: workspace.id, userId: user.id, id: design, name: (original) => original })).id
      : (
          await createTemplate({
            db,
            workspaceId: workspace.id,
            userId: user.id,
            name: t("create.untitled"),
            document: createBlankDocument(t("create.untitled"), { locale: LOCALE_NAMES[locale].tag }),
          })
        ).id;
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      throw new Response(JSON.stringify({ message: "Page not found: design" }), { status: 404 });
    throw error;
  }
  return redirect(localizedPath(locale, `/app/designer/${id}`));
}

export default function CreateDesign() {
  const { design } = useLoaderData<typeof loader>();
  const { t } = useTranslation("designer");
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sent = useRef(false);
  // Opening this page is the request to create: with JavaScript it continues by itself; without, the button does it.
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    submit(form.current, { replace: true });
  }, [submit]);
  return (
    <main className="flex h-screen flex-col items-center justify-center gap-4 bg-slate-50">
      <h1 className="text-lg font-semibold text-slate-800">{t("create.title")}</h1>
      <Form method="post" ref={form} replace>
        <CsrfInput />
        {design ? <input type="hidden" name="design" value={design} /> : null}
        <Button type="submit" busy={navigation.state !== "idle"} busyLabel={t("create.creating")}>
          {t("create.button")}
        </Button>
      </Form>
    </main>
  );
}
