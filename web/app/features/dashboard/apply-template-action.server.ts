import type { Kysely } from "kysely";
import { can, type WorkspaceRole } from "~/features/workspaces/permissions";
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
export async function applyTemplateAction({
  db,
  workspaceId,
  userId,
  role,
  form,
  locale,
  t,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  userId: number;
  role: WorkspaceRole;
  form: FormData;
  locale: Locale;
  t: TFunction;
}): Promise<TemplateActionResult> {
  const intent = String(form.get("intent") ?? "");
  // Viewers read templates; every change but dismissing the tour needs templates:write.
  if (intent !== "tour-seen" && !can(role, "templates:write")) return { ok: false, intent, message: t("workspaces.readOnly") };
  const id = String(form.get("id") ?? "");
  const nameResult = templateNameField(locale).safeParse(form.get("name") ?? undefined);
  const needName = () => {
    if (!nameResult.success) throw Object.assign(new Error("invalid name"), { fieldErrors: { name: nameResult.error.issues[0]!.message } });
    return nameResult.data;
  };
  try {
    switch (intent) {
      case "create": {
        const template = await createTemplate({ db, workspaceId, userId, name: needName() });
        return { ok: true, intent, message: t("dashboard.created", { name: template.name }), templateId: template.id };
      }
      case "rename": {
        const version = z.coerce.number().pipe(templateVersionNumberSchema).parse(form.get("version"));
        const template = await updateTemplate({ db, workspaceId, userId, id, version, name: needName() });
        return { ok: true, intent, message: t("templates.renamed", { name: template.name }), templateId: template.id };
      }
      case "duplicate":
      case "use-design": {
        const template = await duplicateTemplate({
          db,
          workspaceId,
          userId,
          id,
          name: (original) => (intent === "use-design" ? original : t("templates.copyOf", { name: original })),
        });
        return { ok: true, intent, message: t("templates.duplicated", { name: template.name }), templateId: template.id };
      }
      case "delete": {
        const { name } = await getTemplate({ db, workspaceId, id });
        await deleteTemplate({ db, workspaceId, id });
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
    if (error instanceof Error && "fieldErrors" in error)
      return { ok: false, intent, message: null, fieldErrors: (error as { fieldErrors: Record<string, string> }).fieldErrors };
    if (error instanceof AppError && error.code === "conflict") return { ok: false, intent, message: t("templates.conflict") };
    if (error instanceof AppError && error.code === "not_found") return { ok: false, intent, message: t("templates.notFound") };
    throw error;
  }
}
