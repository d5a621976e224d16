import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { adminPage, orNotFoundPage, saveOrDelete } from "~/features/admin/admin-page.server";
import { deletePost, loadPostEditor, updatePost } from "~/features/admin/admin-posts.server";
import { ActionNotice, PageHeader } from "~/features/admin/admin-ui";
import { PostEditor } from "~/features/admin/post-editor";
import { parsePostForm } from "~/features/admin/post-form.server";
import { localizedPath } from "~/utils/locale";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const editor = await orNotFoundPage(() => loadPostEditor(db, args.params.id ?? ""));
  return { title: t("admin.post.editTitle", { title: editor.post!.title }), ...editor, post: editor.post! };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Post" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor, locale } = await adminPage(args);
  const form = await readForm(args.request);
  const id = args.params.id ?? "";
  return saveOrDelete(args.request, {
    form,
    listPath: localizedPath(locale, "/app/admin/posts"),
    remove: () => deletePost(db, { actor, id }),
    save: () => updatePost(db, { actor, id, input: parsePostForm(form) }),
  });
}

export default function AdminPost() {
  const { t } = useTranslation("app");
  const { post, authors, others } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const shown = result ?? (params.get("saved") ? { ok: true as const } : undefined);
  return (
    <div className="space-y-6">
      <PageHeader
        title={post.title}
        back={{ to: "/app/admin/posts", label: t("admin.post.back") }}
        actions={
          <Form method="post" onSubmit={(e) => !window.confirm(t("admin.post.confirmDelete")) && e.preventDefault()}>
            <CsrfInput />
            <input type="hidden" name="intent" value="delete" />
            <Button variant="danger">{t("admin.post.delete")}</Button>
          </Form>
        }
      />
      <ActionNotice result={shown && (shown.ok || shown.error) ? shown : undefined} okText={t("admin.post.saved")} />
      <PostEditor
        key={post.updatedAt}
        post={post}
        authors={authors}
        others={others}
        errors={result && !result.ok ? result.errors : undefined}
        submitLabel={t("admin.post.save")}
      />
    </div>
  );
}
