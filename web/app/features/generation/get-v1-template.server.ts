import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { listV1Templates } from "./list-v1-templates.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One template an API key's owner can render, shaped like a row of the list; another workspace's is simply not found. */
export async function getV1Template(options: { db: Kysely<Database>; workspaceId: string; templateId: string }) {
  const [template] = UUID.test(options.templateId) ? await listV1Templates(options) : [];
  if (!template) throw apiError("not_found", "templateNotFound", "No such template.");
  return template;
}
