import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { countGenerations } from "./count-generations.server";

export interface ApiCallRow {
  id: string;
  requestId: string;
  templateId: string | null;
  apiKeyId: string | null;
  format: string;
  status: number;
  pages: number;
  durationMs: number;
  bytes: number;
  watermarked: boolean;
  test: boolean;
  replay: boolean;
  createdAt: string;
}

/** A user's calls, newest first, one page at a time, with the totals the usage screen shows. */
export async function listApiCalls(options: { db: Kysely<Database>; workspaceId: string; page?: number; perPage?: number }) {
  const perPage = Math.min(Math.max(options.perPage ?? 25, 1), 100);
  const page = Math.max(options.page ?? 1, 1);
  const [rows, count, generations] = await Promise.all([
    options.db
      .selectFrom("api_calls")
      .selectAll()
      .where("workspace_id", "=", options.workspaceId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    options.db
      .selectFrom("api_calls")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("workspace_id", "=", options.workspaceId)
      .executeTakeFirstOrThrow(),
    countGenerations({ db: options.db, workspaceId: options.workspaceId }),
  ]);
  const calls: ApiCallRow[] = rows.map((r) => ({
    id: String(r.id),
    requestId: r.request_id,
    templateId: r.template_id,
    apiKeyId: r.api_key_id,
    format: r.format,
    status: r.status,
    pages: r.pages,
    durationMs: r.duration_ms,
    bytes: r.bytes,
    watermarked: r.watermarked,
    test: r.test,
    replay: r.replay,
    createdAt: new Date(r.created_at as unknown as string).toISOString(),
  }));
  const total = Number(count.n);
  return { calls, page, perPage, total, totalPages: Math.ceil(total / perPage), generated: generations };
}
