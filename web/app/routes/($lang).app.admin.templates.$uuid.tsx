import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { globalTemplateStoreRequestSchema } from "@paperjet/contracts";
import type { TemplateDocument } from "@paperjet/template";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { adminPage, orNotFoundPage, pageWrite } from "~/features/admin/admin-page.server";
import { viewAdminTemplate } from "~/features/admin/admin-templates.server";
import { ActionNotice, card, Empty, Facts, filterLabel, input, PageHeader } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
import { publishLibraryDesign, unpublishLibraryDesign } from "~/features/admin/library-designs.server";
import { TemplatePreview } from "~/features/admin/template-preview";
import { readForm } from "~/utils/read-body.server";
import { useLocale, useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app", "designer"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const view = await orNotFoundPage(() => viewAdminTemplate(db, args.params.uuid ?? ""));
  return { title: t("admin.template.title", { name: view.template.name }), ...view };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Template" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor } = await adminPage(args);
  const form = await readForm(args.request);
  return pageWrite(args.request, async () => {
    if (form.get("intent") === "unpublish") return unpublishLibraryDesign(db, { actor, id: String(form.get("designId") ?? "") });
    const text = (name: string) => String(form.get(name) ?? "");
    const body = globalTemplateStoreRequestSchema.parse({
      templateId: args.params.uuid,
      version: Number(text("version")) || undefined,
      name: text("name"),
      category: text("category"),
      locale: text("locale") || undefined,
      // An empty field is "none" (the API takes null or leaves it out).
      description: text("description") || null,
      thumbnailUrl: text("thumbnailUrl") || null,
    });
    return publishLibraryDesign(db, { actor, ...body });
  });
}

export default function AdminTemplate() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const lang = useLocale();
  const { template, versions, library } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = result && !result.ok ? result.errors : undefined;
  const facts: [string, ReactNode][] = [
    [
      t("admin.templatesPage.workspace"),
      <Link key="w" to={to(`/app/admin/templates?workspaceId=${template.workspace.id}`)} className="text-indigo-600 hover:underline">
        {template.workspace.name}
      </Link>,
    ],
    [
      t("admin.templatesPage.owner"),
      template.owner ? (
        <Link key="o" to={to(`/app/admin/users/${template.owner.id}`)} className="text-indigo-600 hover:underline">
          {template.owner.email}
        </Link>
      ) : (
        "—"
      ),
    ],
    [t("admin.template.latestVersion"), template.version],
    [t("admin.template.pages"), format.number(template.pageCount)],
    [
      t("admin.templatesPage.lastGenerated"),
      template.lastGeneratedAt ? format.dateTime(template.lastGeneratedAt) : t("admin.templatesPage.never"),
    ],
    [t("admin.template.generations"), format.number(template.generations)],
  ];
  const fieldError = (name: string) =>
    errors?.[name]?.length ? <span className="mt-1 block text-xs text-red-700">{errors[name]!.join(" ")}</span> : null;
  return (
    <div className="space-y-6">
      <PageHeader title={template.name} back={{ to: "/app/admin/templates", label: t("admin.template.back") }} />
      <ActionNotice result={result} okText={t("admin.user.saved")} />
      <section className={card}>
        <Facts items={facts} />
      </section>
      <section className={card} aria-labelledby="preview-heading">
        <h2 id="preview-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t("admin.template.preview")}
        </h2>
        <TemplatePreview document={template.document as unknown as TemplateDocument} />
      </section>
      <section className={card} aria-labelledby="publish-heading">
        <h2 id="publish-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.template.publish")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("admin.template.publishHint")}</p>
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2">
          <CsrfInput />
          <label className={filterLabel}>
            {t("admin.template.version")}
            <select name="version" defaultValue={template.version} className={input}>
              {versions.map((v) => (
                <option key={v.version} value={v.version}>
                  {t("admin.template.versionOption", { version: v.version, date: format.date(v.createdAt) })}
                </option>
              ))}
            </select>
          </label>
          <label className={filterLabel}>
            {t("admin.template.libraryName")}
            <input name="name" required defaultValue={template.name} className={input} />
            {fieldError("name")}
          </label>
          <label className={filterLabel}>
            {t("admin.template.category")}
            <input name="category" required className={input} />
            {fieldError("category")}
          </label>
          <label className={filterLabel}>
            {t("admin.template.libraryLocale")}
            <select name="locale" defaultValue={lang} className={input}>
              <option value="en">English</option>
              <option value="nl">Nederlands</option>
            </select>
          </label>
          <label className={filterLabel}>
            {t("admin.template.thumbnailUrl")}
            <input name="thumbnailUrl" className={input} placeholder="https://…" />
            {fieldError("thumbnailUrl")}
          </label>
          <label className={`${filterLabel} sm:col-span-2`}>
            {t("admin.template.description")}
            <textarea name="description" rows={2} className={input} />
            {fieldError("description")}
          </label>
          <div>
            <Button busy={busy}>{t("admin.template.publishButton")}</Button>
          </div>
        </Form>
      </section>
      <section className={card} aria-labelledby="library-heading">
        <h2 id="library-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.template.library")}
        </h2>
        {library.length ? (
          <ul className="mt-3 divide-y divide-slate-100">
            {library.map((design) => (
              <li key={design.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="text-sm font-medium text-slate-900">
                    {design.name} · {design.category}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t("admin.template.fromVersion", { version: design.sourceVersion, date: format.date(design.createdAt) })}
                  </p>
                </div>
                <Form method="post">
                  <CsrfInput />
                  <input type="hidden" name="intent" value="unpublish" />
                  <input type="hidden" name="designId" value={design.id} />
                  <Button variant="danger" busy={busy} aria-label={t("admin.template.unpublishOf", { name: design.name })}>
                    {t("admin.template.unpublish")}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("admin.template.notInLibrary")}</Empty>
        )}
      </section>
      <section className={card} aria-labelledby="versions-heading">
        <h2 id="versions-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.template.versions")}
        </h2>
        <DataTable
          wrapperClassName="mt-3"
          rows={versions}
          rowKey={(v) => v.version}
          columns={[
            { header: t("admin.template.version"), cell: (v) => v.version },
            { header: t("admin.template.name"), cell: (v) => v.name },
            { header: t("admin.template.savedAt"), cell: (v) => format.dateTime(v.createdAt) },
            { header: t("admin.template.savedBy"), cell: (v) => v.createdBy ?? "—" },
          ]}
        />
      </section>
    </div>
  );
}
