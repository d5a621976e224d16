import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import { z } from "zod";
import type { Database } from "@paperjet/db";
import { AppError, templateVersionNumberSchema } from "@paperjet/contracts";
import { createTemplate } from "~/features/templates/create-template.server";
import { deleteTemplate } from "~/features/templates/delete-template.server";
import { duplicateTemplate } from "~/features/templates/duplicate-template.server";
import { getTemplate } from "~/features/templates/get-template.server";
import { templateNameField } from "~/features/templates/template-schemas";
import { updateTemplate } from "~/features/templates/update-template.server";
import type { Locale } from "~/utils/locale";

export type TemplateActionResult =
  | { ok: true; intent: string; message: string; templateId?: string }
  | { ok: false; intent: string; message: string | null; fieldErrors?: Record<string, string> };

/**
 * The template list's form actions (create, rename, duplicate, delete, use a
 * library design, tour seen), shared by every page that shows the list.
 */
export async function applyTemplateAction({ db, userId, form, locale, t }: { db: Kysely<Database>; userId: number; form: FormData; locale: Locale; t: TFunction }): Promise<TemplateActionResult> {
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const nameResult = templateNameField(locale).safeParse(form.get("name") ?? undefined);
  const needName = () => {
    if (!nameResult.success) throw Object.assign(new Error("invalid name"), { fieldErrors: { name: nameResult.error.issues[0]!.message } });
    return nameResult.data;
  };
  try {
    switch (intent) {
      case "create": {
        const template = await createTemplate({ db, userId, name: needName() });
        return { ok: true, intent, message: t("dashboard.created", { name: template.name }), templateId: template.id };
      }
      case "rename": {
        const version = z.coerce.number().pipe(templateVersionNumberSchema).parse(form.get("version"));
        const template = await updateTemplate({ db, userId, id, version, name: needName() });
        return { ok: true, intent, message: t("templates.renamed", { name: template.name }), templateId: template.id };
      }
      case "duplicate":
      case "use-design": {
        const template = await duplicateTemplate({ db, userId, id, name: (original) => (intent === "use-design" ? original : t("templates.copyOf", { name: original })) });
        return { ok: true, intent, message: t("templates.duplicated", { name: template.name }), templateId: template.id };
      }
      case "delete": {
        const { name } = await getTemplate({ db, userId, id });
        await deleteTemplate({ db, userId, id });
        return { ok: true, intent, message: t("templates.deleted", { name }) };
      }
      case "tour-seen": {
        await db.updateTable("users").set({ dashboard_tour_seen_at: new Date() }).where("id", "=", userId).execute();
        return { ok: true, intent, message: "" };
      }
      default:
        return { ok: false, intent, message: t("templates.notFound") };
    }
  } catch (error) {
    if (error instanceof Error && "fieldErrors" in error) return { ok: false, intent, message: null, fieldErrors: (error as { fieldErrors: Record<string, string> }).fieldErrors };
    if (error instanceof AppError && error.code === "conflict") return { ok: false, intent, message: t("templates.conflict") };
    if (error instanceof AppError && error.code === "not_found") return { ok: false, intent, message: t("templates.notFound") };
    throw error;
  }
}
