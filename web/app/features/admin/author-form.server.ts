import { authorRequestSchema } from "@paperjet/contracts";

/** The author form's fields as the API's author body, validated the same way. */
export function parseAuthorForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return authorRequestSchema.parse({ name: text("name"), role: text("role"), bio: text("bio"), avatarUrl: text("avatarUrl") });
}
