import type { Database } from "@paperjet/db";
import type { adminApiCallsDataSchema, adminApiCallsRequestSchema } from "@paperjet/contracts";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import { dayAfter, dayStart } from "./admin-lists.server";

type ApiCallsQuery = z.output<typeof adminApiCallsRequestSchema>;
type ApiCallsPage = z.infer<typeof adminApiCallsDataSchema>;

/** Every workspace's generation calls, newest first, filtered; the totals cover every matching call. */
export async function listAdminApiCalls(db: Kysely<Database>, filters: ApiCallsQuery): Promise<ApiCallsPage> {
  let query = db
    .selectFrom("api_calls as c")
    .innerJoin("workspaces as w", "w.id", "c.workspace_id")
    .leftJoin("api_keys as k", "k.id", "c.api_key_id")
    .leftJoin("templates as t", "t.id", "c.template_id");
  if (filters.workspaceId) query = query.where("c.workspace_id", "=", filters.workspaceId);
  if (filters.apiKeyId) query = query.where("c.api_key_id", "=", filters.apiKeyId);
  if (filters.templateId) query = query.where("c.template_id", "=", filters.templateId);
  if (filters.format) query = query.where("c.format", "=", filters.format);
  if (filters.status === "succeeded") query = query.where("c.status", "=", 200);
  else if (filters.status === "failed") query = query.where("c.status", ">=", 400);
  else if (filters.status !== undefined) query = query.where("c.status", "=", filters.status);
  if (filters.from) query = query.where("c.created_at", ">=", dayStart(filters.from));
  if (filters.to) query = query.where("c.created_at", "<", dayAfter(filters.to));

  const [rows, totals] = await Promise.all([
    query
      .select([
        "c.id",
        "c.request_id",
        "c.format",
        "c.status",
        "c.pages",
        "c.duration_ms",
        "c.bytes",
        "c.watermarked",
        "c.test",
        "c.replay",
        "c.created_at",
        "w.id as workspace_id",
        "w.name as workspace_name",
        "k.id as key_id",
        "k.name as key_name",
        "k.prefix as key_prefix",
        "t.id as template_id",
        "t.name as template_name",
      ])
      .orderBy("c.created_at", "desc")
      .orderBy("c.id")
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute(),
    query
      .select([
        sql<string>`count(*)`.as("calls"),
        sql<string>`count(*) filter (where c.status = 200)`.as("succeeded"),
        sql<string>`count(*) filter (where c.status >= 400)`.as("failed"),
        sql<string | null>`sum(c.pages) filter (where c.status = 200)`.as("pages"),
        sql<string | null>`sum(c.bytes) filter (where c.status = 200)`.as("bytes"),
        sql<string | null>`avg(c.duration_ms)`.as("avg_ms"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      // bigserial: a number from PGlite, a string from pg.
      id: String(row.id),
      requestId: row.request_id,
      workspace: { id: row.workspace_id, name: row.workspace_name },
      apiKey: row.key_id ? { id: row.key_id, name: row.key_name ?? "", prefix: row.key_prefix ?? "" } : null,
      template: row.template_id ? { id: row.template_id, name: row.template_name ?? "" } : null,
      format: row.format,
      status: row.status,
      pages: row.pages,
      durationMs: row.duration_ms,
      bytes: Number(row.bytes),
      watermarked: row.watermarked,
      test: row.test,
      replay: row.replay,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: Number(totals.calls),
    page: filters.page,
    perPage: filters.perPage,
    totals: {
      calls: Number(totals.calls),
      succeeded: Number(totals.succeeded),
      failed: Number(totals.failed),
      pages: Number(totals.pages ?? 0),
      bytes: Number(totals.bytes ?? 0),
      avgDurationMs: totals.avg_ms === null ? null : Math.round(Number(totals.avg_ms)),
    },
  };
}
