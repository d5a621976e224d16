import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPage, pageWrite } from "~/features/admin/admin-page.server";
import { createPost, loadPostEditor } from "~/features/admin/admin-posts.server";
import { ActionNotice, PageHeader } from "~/features/admin/admin-ui";
import { PostEditor } from "~/features/admin/post-editor";
import { parsePostForm } from "~/features/admin/post-form.server";
import { localizedPath } from "~/utils/locale";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  return { title: t("admin.post.createTitle"), ...(await loadPostEditor(db, null)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New post" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor, locale } = await adminPage(args);
  const form = await readForm(args.request);
  let id = "";
  const result = await pageWrite(args.request, async () => (id = (await createPost(db, { actor, input: parsePostForm(form) })).id));
  return result.ok ? redirect(localizedPath(locale, `/app/admin/posts/${id}?saved=1`)) : result;
}

export default function AdminPostCreate() {
  const { t } = useTranslation("app");
  const { authors, others } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("admin.postsPage.new")} back={{ to: "/app/admin/posts", label: t("admin.post.back") }} />
      <ActionNotice result={result && !result.ok && result.error ? result : undefined} okText="" />
      <PostEditor
        post={null}
        authors={authors}
        others={others}
        errors={result && !result.ok ? result.errors : undefined}
        submitLabel={t("admin.post.create")}
      />
    </div>
  );
}
