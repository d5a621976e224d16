import { postRequestSchema } from "@paperjet/contracts";

/** The post editor's form fields as the API's post body (api.md "Admin bodies"), validated the same way. */
export function parsePostForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const publishedAt = text("publishedAt");
  return postRequestSchema.parse({
    title: text("title"),
    slug: text("slug"),
    locale: text("locale"),
    body: String(form.get("body") ?? ""),
    excerpt: text("excerpt"),
    authorId: text("authorId"),
    coverImageUrl: text("coverImageUrl"),
    coverImageAlt: text("coverImageAlt"),
    tags: text("tags")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    // datetime-local has no zone; the field is labelled UTC.
    publishedAt: publishedAt ? utcIso(publishedAt) : null,
    translationOf: text("translationOf") || null,
  });
}

/** `2026-12-01T09:30` (datetime-local, read as UTC) → ISO 8601; anything else is left for the schema to refuse. */
function utcIso(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
