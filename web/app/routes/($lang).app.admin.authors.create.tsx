import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPage, pageWrite } from "~/features/admin/admin-page.server";
import { createAuthor } from "~/features/admin/admin-authors.server";
import { ActionNotice, PageHeader } from "~/features/admin/admin-ui";
import { AuthorForm } from "~/features/admin/author-form";
import { parseAuthorForm } from "~/features/admin/author-form.server";
import { localizedPath } from "~/utils/locale";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { t } = await adminPage(args);
  return { title: t("admin.author.createTitle") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New author" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor, locale } = await adminPage(args);
  const form = await readForm(args.request);
  let id = "";
  const result = await pageWrite(args.request, async () => (id = (await createAuthor(db, { actor, input: parseAuthorForm(form) })).id));
  return result.ok ? redirect(localizedPath(locale, `/app/admin/authors/${id}?saved=1`)) : result;
}

export default function AdminAuthorCreate() {
  const { t } = useTranslation("app");
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("admin.authorsPage.new")} back={{ to: "/app/admin/authors", label: t("admin.author.back") }} />
      <ActionNotice result={result && !result.ok && result.error ? result : undefined} okText="" />
      <AuthorForm author={null} errors={result && !result.ok ? result.errors : undefined} submitLabel={t("admin.author.create")} />
    </div>
  );
}
