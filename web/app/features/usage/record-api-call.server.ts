import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { onShutdown } from "~/utils/on-shutdown.server";

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

/** Records written after their response went out; a shutdown waits for them before the database closes. */
const inBackground = new Set<Promise<void>>();
let flushOnShutdown = false;

/**
 * Records one generation call for usage and the call log. Only facts about the
 * call are stored, never the data sent with it ("data not stored").
 * `background`: resolves at once and writes the row behind the caller's back
 * (a failure is logged), for records no later call's watermark depends on.
 */
export async function recordApiCall(options: { db: Kysely<Database>; call: ApiCallRecord; background?: boolean }): Promise<void> {
  if (!options.background) return insertApiCall(options.db, options.call);
  if (!flushOnShutdown) {
    flushOnShutdown = true;
    onShutdown(() => Promise.allSettled([...inBackground]), { first: true });
  }
  // PGlite runs a query synchronously on this thread: started at once, the insert would hold up
  // the response it is meant to stay out of the way of. setImmediate lets the response be written first.
  const writing = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => insertApiCall(options.db, options.call))
    .catch((error: Error) => console.error(`[usage] could not record call ${options.call.requestId}: ${error.message}`));
  inBackground.add(writing);
  void writing.finally(() => inBackground.delete(writing));
}

async function insertApiCall(db: Kysely<Database>, c: ApiCallRecord): Promise<void> {
  await db
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
