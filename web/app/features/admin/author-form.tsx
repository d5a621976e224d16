import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { card, input } from "./admin-ui";

/** Name, role, bio and avatar of a blog author (api.md "Admin bodies"). */
export function AuthorForm({
  author,
  errors,
  submitLabel,
}: {
  author: { name: string; role: string | null; bio: string | null; avatarUrl: string | null } | null;
  errors?: Record<string, string[]>;
  submitLabel: string;
}) {
  const { t } = useTranslation("app");
  const busy = useNavigation().state === "submitting";
  const field = "block text-sm font-medium text-slate-700";
  const problem = (name: string) =>
    errors?.[name]?.length ? (
      <span id={`${name}-error`} className="mt-1 block text-xs text-red-700">
        {errors[name]!.join(" ")}
      </span>
    ) : null;
  const described = (name: string) => (errors?.[name]?.length ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
  return (
    <Form method="post" className={`${card} max-w-2xl space-y-4`}>
      <CsrfInput />
      <label className={field}>
        {t("admin.author.name")}
        <input name="name" required defaultValue={author?.name} className={input} {...described("name")} />
        {problem("name")}
      </label>
      <label className={field}>
        {t("admin.author.role")}
        <input name="role" defaultValue={author?.role ?? ""} className={input} />
      </label>
      <label className={field}>
        {t("admin.author.bio")}
        <textarea name="bio" rows={4} defaultValue={author?.bio ?? ""} className={input} />
      </label>
      <label className={field}>
        {t("admin.author.avatarUrl")}
        <input name="avatarUrl" type="url" defaultValue={author?.avatarUrl ?? ""} className={input} {...described("avatarUrl")} />
        {problem("avatarUrl")}
      </label>
      <Button busy={busy}>{submitLabel}</Button>
    </Form>
  );
}
