import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { useRootData } from "~/features/auth/use-user";
import { apiJson, ApiError } from "~/utils/api-client";
import { card, input } from "./admin-ui";

export interface EditablePost {
  title: string;
  slug: string;
  locale: "en" | "nl";
  body: string;
  excerpt: string;
  authorId: string | null;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  tags: string[];
  publishedAt: string | null;
  translation: { id: string } | null;
}

const PREVIEW_DELAY_MS = 300;

/** The post form: Markdown with a live preview drawn by the public blog's renderer, a cover upload, and the publish date. */
export function PostEditor({
  post,
  authors,
  others,
  errors,
  submitLabel,
}: {
  post: EditablePost | null;
  authors: { id: string; name: string }[];
  others: { id: string; title: string; locale: string }[];
  errors?: Record<string, string[]>;
  submitLabel: string;
}) {
  const { t } = useTranslation("app");
  const csrfToken = useRootData()?.csrfToken ?? null;
  const busy = useNavigation().state === "submitting";
  const [body, setBody] = useState(post?.body ?? "");
  const [html, setHtml] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [cover, setCover] = useState(post?.coverImageUrl ?? "");
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });

  useEffect(() => {
    if (!body.trim()) return setHtml(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiJson<{ html: string }>("/api/admin/posts/preview", {
        method: "POST",
        json: { body },
        csrfToken,
        signal: controller.signal,
        retry: false,
      })
        .then((data) => (setHtml(data.html), setPreviewFailed(false)))
        .catch((error: Error) => error.name !== "AbortError" && setPreviewFailed(true));
    }, PREVIEW_DELAY_MS);
    return () => (clearTimeout(timer), controller.abort());
  }, [body, csrfToken]);

  async function uploadCover(file: File) {
    setUpload({ busy: true });
    try {
      const form = new FormData();
      form.set("file", file);
      const data = await apiJson<{ media: { id: string } }>("/api/uploads", { method: "POST", body: form, csrfToken, retry: false });
      // Served publicly once the post is published (read-post-cover.server.ts); uploads themselves stay private.
      setCover(`/api/posts/cover/${data.media.id}`);
      setUpload({ busy: false });
    } catch (error) {
      setUpload({
        busy: false,
        error: t("admin.post.uploadFailed", { message: error instanceof ApiError ? error.detail : String(error) }),
      });
    }
  }

  const field = "block text-sm font-medium text-slate-700";
  const problem = (name: string) =>
    errors?.[name]?.length ? (
      <span id={`${name}-error`} className="mt-1 block text-xs text-red-700">
        {errors[name]!.join(" ")}
      </span>
    ) : null;
  const described = (name: string, hint?: string) => ({
    "aria-invalid": errors?.[name]?.length ? true : undefined,
    "aria-describedby": [hint, errors?.[name]?.length ? `${name}-error` : null].filter(Boolean).join(" ") || undefined,
  });
  return (
    <Form method="post" className="grid gap-6 lg:grid-cols-2">
      <div className={`${card} space-y-4`}>
        <CsrfInput />
        <label className={field}>
          {t("admin.post.title")}
          <input name="title" required defaultValue={post?.title} className={input} {...described("title")} />
          {problem("title")}
        </label>
        <div>
          <label className={field}>
            {t("admin.post.slug")}
            <input name="slug" required defaultValue={post?.slug} className={input} {...described("slug", "slug-hint")} />
          </label>
          <span id="slug-hint" className="mt-1 block text-xs text-slate-500">
            {t("admin.post.slugHint")}
          </span>
          {problem("slug")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={field}>
            {t("admin.post.language")}
            <select name="locale" defaultValue={post?.locale ?? "en"} className={input}>
              <option value="en">English</option>
              <option value="nl">Nederlands</option>
            </select>
          </label>
          <label className={field}>
            {t("admin.post.author")}
            <select name="authorId" required defaultValue={post?.authorId ?? ""} className={input} {...described("authorId")}>
              <option value="">{authors.length ? t("admin.post.chooseAuthor") : t("admin.post.noAuthors")}</option>
              {authors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
            {problem("authorId")}
          </label>
        </div>
        <label className={field}>
          {t("admin.post.body")}
          <textarea
            name="body"
            required
            rows={14}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            className={`${input} font-mono`}
            {...described("body")}
          />
          {problem("body")}
        </label>
        <label className={field}>
          {t("admin.post.excerpt")}
          <textarea name="excerpt" rows={2} maxLength={500} defaultValue={post?.excerpt} className={input} />
        </label>
        <label className={field}>
          {t("admin.post.tags")}
          <input name="tags" defaultValue={post?.tags.join(", ")} className={input} />
        </label>
        <fieldset className="space-y-2">
          <legend className={field}>{t("admin.post.cover")}</legend>
          <input type="hidden" name="coverImageUrl" value={cover} />
          {cover ? <img src={cover} alt="" className="h-24 rounded-lg object-cover ring-1 ring-slate-200" /> : null}
          <label className="block text-xs text-slate-600">
            {upload.busy ? t("admin.post.uploading") : t("admin.post.uploadCover")}
            <input
              type="file"
              accept="image/*"
              className="mt-1 block text-sm"
              onChange={(e) => e.target.files?.[0] && uploadCover(e.target.files[0])}
            />
          </label>
          {upload.error ? (
            <p role="alert" className="text-xs text-red-700">
              {upload.error}
            </p>
          ) : null}
          {cover ? (
            <button type="button" onClick={() => setCover("")} className="text-xs text-red-700 underline">
              {t("admin.post.removeCover")}
            </button>
          ) : null}
          <label className={field}>
            {t("admin.post.coverAlt")}
            <input name="coverImageAlt" defaultValue={post?.coverImageAlt ?? ""} className={input} />
          </label>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label className={field}>
              {t("admin.post.publishedAt")}
              <input
                name="publishedAt"
                type="datetime-local"
                defaultValue={post?.publishedAt?.slice(0, 16) ?? ""}
                className={input}
                {...described("publishedAt", "published-hint")}
              />
            </label>
            <span id="published-hint" className="mt-1 block text-xs text-slate-500">
              {t("admin.post.publishedAtHint")}
            </span>
            {problem("publishedAt")}
          </div>
          <label className={field}>
            {t("admin.post.translation")}
            <select name="translationOf" defaultValue={post?.translation?.id ?? ""} className={input} {...described("translationOf")}>
              <option value="">{t("admin.post.noTranslation")}</option>
              {others.map((o) => (
                <option key={o.id} value={o.id}>{`${o.locale.toUpperCase()} · ${o.title}`}</option>
              ))}
            </select>
            {problem("translationOf")}
          </label>
        </div>
        <Button busy={busy}>{submitLabel}</Button>
      </div>
      <section className={card} aria-live="polite" aria-labelledby="preview-heading">
        <h2 id="preview-heading" className="text-sm font-semibold text-slate-900">
          {t("admin.post.preview")}
        </h2>
        {previewFailed ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t("admin.post.previewFailed")}
          </p>
        ) : null}
        {html ? (
          // Sanitised on the server by the public blog's renderer (render-markdown.server.ts).
          <div data-testid="post-preview" className="prose mt-3 max-w-none" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="mt-3 text-sm text-slate-500">{t("admin.post.previewEmpty")}</p>
        )}
      </section>
    </Form>
  );
}
