import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { CsrfInput } from "~/components/csrf-input";
import { Button } from "~/components/ui-button";
import { adminPage, pageWrite } from "~/features/admin/admin-page.server";
import { deleteAuthor, findAdminAuthor, updateAuthor } from "~/features/admin/admin-authors.server";
import { ActionNotice, PageHeader } from "~/features/admin/admin-ui";
import { AuthorForm } from "~/features/admin/author-form";
import { parseAuthorForm } from "~/features/admin/author-form.server";
import { localizedPath } from "~/utils/locale";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  try {
    const author = await findAdminAuthor(db, args.params.id ?? "");
    return { title: t("admin.author.editTitle", { name: author.name }), author };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Author" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor, locale } = await adminPage(args);
  const form = await args.request.formData();
  const id = args.params.id ?? "";
  if (form.get("intent") === "delete") {
    const result = await pageWrite(args.request, () => deleteAuthor(db, { actor, id }));
    return result.ok ? redirect(localizedPath(locale, "/app/admin/authors")) : result;
  }
  return pageWrite(args.request, () => updateAuthor(db, { actor, id, input: parseAuthorForm(form) }));
}

export default function AdminAuthor() {
  const { t } = useTranslation("app");
  const { author } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const shown = result ?? (params.get("saved") ? { ok: true as const } : undefined);
  return (
    <div className="space-y-6">
      <PageHeader
        title={author.name}
        back={{ to: "/app/admin/authors", label: t("admin.author.back") }}
        actions={
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="delete" />
            <Button variant="danger">{t("admin.author.delete")}</Button>
          </Form>
        }
      />
      <ActionNotice result={shown && (shown.ok || shown.error) ? shown : undefined} okText={t("admin.author.saved")} />
      <AuthorForm key={author.updatedAt} author={author} errors={result && !result.ok ? result.errors : undefined} submitLabel={t("admin.author.save")} />
    </div>
  );
}
