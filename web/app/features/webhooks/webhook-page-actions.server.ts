import { AppError, WEBHOOK_EVENT_TYPES } from "@paperjet/contracts";
import { requirePagePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { getPageT } from "~/utils/page-i18n.server";
import { redeliverMessage, sendTestEvent } from "./enqueue-webhook.server";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateEndpointSecret,
  rotateSigningSecret,
  updateWebhookEndpoint,
} from "./manage-webhooks.server";
import type { WebhookActionResult } from "./webhooks-section";

/** The API page's webhook buttons, for members with `webhooks:manage`; a refusal is shown in the page's language. */
export async function webhookAction(request: Request, params: { lang?: string }, form: FormData): Promise<WebhookActionResult> {
  const { t } = await getPageT(params, "app");
  const { workspace } = await requirePagePermission(request, "webhooks:manage");
  const db = await getDb();
  const intent = String(form.get("intent"));
  const id = String(form.get("id") ?? "");
  try {
    switch (intent) {
      case "webhook-create": {
        const url = String(form.get("url") ?? "").trim();
        const endpoint = await createWebhookEndpoint(db, workspace.id, {
          url,
          description: String(form.get("description") ?? "")
            .trim()
            .slice(0, 200),
          events: [...WEBHOOK_EVENT_TYPES],
        });
        return { ok: true, intent, secret: endpoint.secret, message: t("webhooks.added") };
      }
      case "webhook-toggle":
        await updateWebhookEndpoint(db, workspace.id, id, { enabled: form.get("enabled") === "true" });
        return { ok: true, intent, message: t("webhooks.saved") };
      case "webhook-delete":
        await deleteWebhookEndpoint(db, workspace.id, id);
        return { ok: true, intent, message: t("webhooks.deleted") };
      case "webhook-rotate":
        return { ok: true, intent, secret: (await rotateEndpointSecret(db, workspace.id, id)).secret, message: t("webhooks.saved") };
      case "webhook-test":
        await sendTestEvent({ db, workspaceId: workspace.id, endpointId: id });
        return { ok: true, intent, message: t("webhooks.queued") };
      case "webhook-redeliver":
        await redeliverMessage({ db, workspaceId: workspace.id, messageId: String(form.get("messageId") ?? "") });
        return { ok: true, intent, message: t("webhooks.queued") };
      case "signing-secret":
        return { ok: true, intent, secret: await rotateSigningSecret(db, workspace.id), message: t("webhooks.saved") };
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = /: (.*)\.$/.exec(error.message)?.[1];
    return {
      ok: false,
      intent,
      error:
        error.code === "validation_failed" && reason
          ? t("webhooks.urlRefused", { reason })
          : error.code === "not_found"
            ? t("webhooks.notFound")
            : error.message,
    };
  }
  return { ok: false, intent, error: t("webhooks.notFound") };
}
