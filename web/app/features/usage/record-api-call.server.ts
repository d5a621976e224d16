import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";

export interface ApiCallRecord {
  userId: number;
  apiKeyId: string | null;
  templateId: string | null;
  requestId: string;
  format: string;
  status: number;
  pages?: number;
  durationMs?: number;
  bytes?: number;
  watermarked?: boolean;
  test?: boolean;
  replay?: boolean;
}

/**
 * Records one generation call for usage and the call log. Only facts about the
 * call are stored, never the data sent with it ("data not stored").
 */
export async function recordApiCall(options: { db: Kysely<Database>; call: ApiCallRecord }): Promise<void> {
  const c = options.call;
  await options.db
    .insertInto("api_calls")
    .values({
      user_id: c.userId,
      api_key_id: c.apiKeyId,
      template_id: c.templateId,
      request_id: c.requestId,
      format: c.format,
      status: c.status,
      pages: c.pages ?? 0,
      duration_ms: Math.round(c.durationMs ?? 0),
      bytes: c.bytes ?? 0,
      watermarked: c.watermarked ?? false,
      test: c.test ?? false,
      replay: c.replay ?? false,
    })
    .execute();
}
