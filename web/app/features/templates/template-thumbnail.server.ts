import { randomUUID } from "node:crypto";
import type { Database } from "@paperjet/db";
import { documentExampleData, validateData, type Binding } from "@paperjet/template";
import type { Kysely } from "kysely";
import { withoutExampleData } from "~/features/generation/generate-document.server";
import { resolveDocumentImages } from "~/features/media/resolve-document-images.server";
import { apiError } from "~/utils/api-error-locale.server";
import { renderAndWait } from "~/utils/queue.server";

export interface TemplateThumbnail {
  png: Buffer;
  version: number;
}

/** Who renders thumbnails, for the worker's fair share and logs: never a customer's account. */
const THUMBNAIL_TENANT = "thumbnails";
/** A thumbnail shows the first page; a document longer than this is not laid out further. */
const THUMBNAIL_MAX_PAGES = 50;

const inFlight = new Map<string, Promise<TemplateThumbnail>>();

interface ThumbnailOptions {
  workspaceId: string;
  templateId: string;
  timeoutMs: number;
  waitMs?: number;
}

/**
 * The first page of a workspace's template or a library design, as a PNG of its latest version:
 * the stored one when it was rendered from that version, else rendered now by a render worker
 * (with the template's example data) and stored. Concurrent requests of one version share a render.
 * A render that takes longer than `waitMs` goes on in the background and the answer is null (not
 * yet): a dashboard of cards must not hold the browser's few connections while workers are busy.
 */
export async function getTemplateThumbnail(
  db: Kysely<Database>,
  options: ThumbnailOptions & { waitMs: number },
): Promise<TemplateThumbnail | null>;
export async function getTemplateThumbnail(
  db: Kysely<Database>,
  options: ThumbnailOptions & { waitMs?: undefined },
): Promise<TemplateThumbnail>;
export async function getTemplateThumbnail(db: Kysely<Database>, options: ThumbnailOptions): Promise<TemplateThumbnail | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(options.templateId)) throw notFound();
  const template = await db
    .selectFrom("templates")
    .leftJoin("template_thumbnails", "template_thumbnails.template_id", "templates.id")
    .select([
      "templates.id",
      "templates.workspace_id",
      "templates.version",
      "template_thumbnails.version as thumbnail_version",
      "template_thumbnails.png",
    ])
    .where("templates.id", "=", options.templateId)
    .where("templates.deleted_at", "is", null)
    .where((eb) => eb.or([eb("templates.workspace_id", "=", options.workspaceId), eb("templates.is_library", "=", true)]))
    .executeTakeFirst();
  if (!template) throw notFound();
  if (template.png && template.thumbnail_version === template.version) return { png: Buffer.from(template.png), version: template.version };

  const key = `${template.id}:${template.version}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = renderThumbnail(db, {
      id: template.id,
      workspaceId: template.workspace_id ?? options.workspaceId,
      timeoutMs: options.timeoutMs,
    }).finally(() => inFlight.delete(key));
    pending.catch((e: Error) => console.error(`[thumbnails] template ${template.id}: ${e.message}`));
    inFlight.set(key, pending);
  }
  if (options.waitMs === undefined) return pending;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), options.waitMs)));
  return Promise.race([pending, later]).finally(() => clearTimeout(timer));
}

const scheduled = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * After a save: renders the new version's thumbnail in the background, once the saves of an editing
 * session have paused for `delayMs` (autosave saves every few seconds while someone types).
 */
export function scheduleTemplateThumbnail(
  db: Kysely<Database>,
  options: { workspaceId: string; templateId: string; timeoutMs: number; delayMs?: number },
): void {
  clearTimeout(scheduled.get(options.templateId));
  const timer = setTimeout(() => {
    scheduled.delete(options.templateId);
    getTemplateThumbnail(db, options).catch((e: Error) => console.error(`[thumbnails] template ${options.templateId}: ${e.message}`));
  }, options.delayMs ?? 5_000);
  timer.unref?.();
  scheduled.set(options.templateId, timer);
}

async function renderThumbnail(
  db: Kysely<Database>,
  options: { id: string; workspaceId: string; timeoutMs: number },
): Promise<TemplateThumbnail> {
  // The document (up to megabytes of JSON) is read only to render: most of a dashboard's cards are
  // answered from the stored PNG. Its version is read with it, so the PNG is stored under the version drawn.
  const template = await db
    .selectFrom("templates")
    .select(["version", "document"])
    .where("id", "=", options.id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!template) throw notFound();
  const document = template.document as Record<string, unknown>;
  const bindings = (Array.isArray(document.bindings) ? document.bindings : []) as Binding[];
  const saved = document.exampleData;
  const example = documentExampleData({
    bindings,
    exampleData: typeof saved === "object" && saved !== null && !Array.isArray(saved) ? (saved as Record<string, unknown>) : undefined,
  });
  const checked = validateData(bindings, example);
  const data = checked.ok ? checked.data : {};
  const images = await resolveDocumentImages({ db, workspaceId: options.workspaceId, document, data }).catch(() => ({}));
  const { files } = await renderAndWait({
    payload: {
      requestId: `thumbnail-${randomUUID()}`,
      tenantId: THUMBNAIL_TENANT,
      document: withoutExampleData(document),
      data,
      images,
      format: "png",
      page: 1,
      scale: 1,
      watermark: false,
      maxPages: THUMBNAIL_MAX_PAGES,
      locale: typeof document.locale === "string" ? document.locale : undefined,
      deadlineAt: Date.now() + options.timeoutMs,
    },
  });
  const png = files[0]!;
  await db
    .insertInto("template_thumbnails")
    .values({ template_id: options.id, version: template.version, png })
    .onConflict((oc) => oc.column("template_id").doUpdateSet({ version: template.version, png, rendered_at: new Date() }))
    .execute();
  return { png, version: template.version };
}

function notFound() {
  return apiError("not_found", "templateNotFound", "No such template.");
}
