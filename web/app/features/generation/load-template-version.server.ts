import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { latestTemplateCacheFor } from "./template-cache.server";

export interface TemplateVersionForRender {
  templateId: string;
  name: string;
  version: number;
  document: Record<string, unknown>;
}

/**
 * The user's template at the latest saved version or a pinned one. Another
 * user's template, a deleted one or an unknown version is the same 404, so ids
 * of other tenants cannot be probed. The latest version comes from the
 * process's template cache when it holds it (template-cache.server.ts).
 */
export async function loadTemplateVersion(options: {
  db: Kysely<Database>;
  workspaceId: string;
  templateId: string;
  version?: number;
}): Promise<TemplateVersionForRender> {
  const notFound = () => apiError("not_found", "templateNotFound", "No such template.");
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(options.templateId)) throw notFound();
  const latest = await latestTemplateCacheFor(options.db).getOrLoad(options.templateId, async () => {
    const row = await options.db
      .selectFrom("templates")
      .select(["id", "workspace_id", "name", "version", "document"])
      .where("id", "=", options.templateId)
      .where("workspace_id", "is not", null)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        workspaceId: row.workspace_id!,
        name: row.name,
        version: row.version,
        document: row.document as Record<string, unknown>,
      }
    );
  });
  if (!latest || latest.workspaceId !== options.workspaceId) throw notFound();
  if (options.version === undefined || options.version === latest.version) {
    return { templateId: latest.id, name: latest.name, version: latest.version, document: latest.document };
  }
  const pinned = await options.db
    .selectFrom("template_versions")
    .select(["version", "name", "document"])
    .where("template_id", "=", latest.id)
    .where("version", "=", options.version)
    .executeTakeFirst();
  if (!pinned)
    throw apiError("not_found", "versionNotFound", `Template version ${options.version} does not exist.`, {
      params: { version: options.version },
    });
  return { templateId: latest.id, name: pinned.name, version: pinned.version, document: pinned.document as Record<string, unknown> };
}
