import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { adminPage, orNotFoundPage, saveOrDelete } from "~/features/admin/admin-page.server";
import { deleteAuthor, findAdminAuthor, updateAuthor } from "~/features/admin/admin-authors.server";
import { ActionNotice, PageHeader } from "~/features/admin/admin-ui";
import { AuthorForm } from "~/features/admin/author-form";
import { parseAuthorForm } from "~/features/admin/author-form.server";
import { localizedPath } from "~/utils/locale";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const author = await orNotFoundPage(() => findAdminAuthor(db, args.params.id ?? ""));
  return { title: t("admin.author.editTitle", { name: author.name }), author };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Author" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor, locale } = await adminPage(args);
  const form = await readForm(args.request);
  const id = args.params.id ?? "";
  return saveOrDelete(args.request, {
    form,
    listPath: localizedPath(locale, "/app/admin/authors"),
    remove: () => deleteAuthor(db, { actor, id }),
    save: () => updateAuthor(db, { actor, id, input: parseAuthorForm(form) }),
  });
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
      <AuthorForm
        key={author.updatedAt}
        author={author}
        errors={result && !result.ok ? result.errors : undefined}
        submitLabel={t("admin.author.save")}
      />
    </div>
  );
}
