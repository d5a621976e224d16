import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { onShutdown } from "~/utils/on-shutdown.server";

export interface ApiCallRecord {
  workspaceId: string;
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
 * Call-log rows not yet written, per database handle. PGlite runs a query on this thread, so a
 * row written right after its answer would hold up the next request; rows wait a moment and go in
 * together, mostly while the process is idle waiting for renders. An insert costs PGlite ≈ 0.7 ms
 * plus ≈ 0.03 ms a row, so a quarter of a second's rows in one statement cost little each.
 */
const pending = new Map<Kysely<Database>, ApiCallRecord[]>();
const BATCH_DELAY_MS = 250;
const BATCH_MAX_ROWS = 200;
let timer: NodeJS.Timeout | undefined;
let writing: Promise<void> = Promise.resolve();
let flushOnShutdown = false;

/**
 * Records one generation call for usage and the call log. Only facts about the
 * call are stored, never the data sent with it ("data not stored").
 * `background`: resolves at once and writes the row behind the caller's back
 * within about 250 ms (a failure is logged), for records no later call's
 * watermark depends on. A shutdown writes what is still waiting.
 */
export async function recordApiCall(options: { db: Kysely<Database>; call: ApiCallRecord; background?: boolean }): Promise<void> {
  if (!options.background) return insertApiCalls(options.db, [options.call]);
  if (!flushOnShutdown) {
    flushOnShutdown = true;
    onShutdown(() => writeWaitingRecords(), { first: true });
  }
  const rows = pending.get(options.db) ?? [];
  rows.push(options.call);
  pending.set(options.db, rows);
  if (rows.length >= BATCH_MAX_ROWS) void writeWaitingRecords();
  else timer ??= setTimeout(() => void writeWaitingRecords(), BATCH_DELAY_MS);
}

/** Records several calls at once (an asynchronous batch's items), before resolving. */
export async function recordApiCalls(db: Kysely<Database>, calls: ApiCallRecord[]): Promise<void> {
  for (let i = 0; i < calls.length; i += BATCH_MAX_ROWS) await insertApiCalls(db, calls.slice(i, i + BATCH_MAX_ROWS));
}

/** Writes every waiting row; resolves when they (and earlier batches) are in. */
function writeWaitingRecords(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batches = [...pending];
  pending.clear();
  writing = writing.then(() => Promise.all(batches.map(([db, rows]) => writeBatch(db, rows)))).then(() => undefined);
  return writing;
}

/** One statement for the batch; if it fails, row by row, so one bad row does not lose the others. */
async function writeBatch(db: Kysely<Database>, rows: ApiCallRecord[]): Promise<void> {
  try {
    await insertApiCalls(db, rows);
  } catch {
    for (const row of rows) {
      await insertApiCalls(db, [row]).catch((error: Error) =>
        console.error(`[usage] could not record call ${row.requestId}: ${error.message}`),
      );
    }
  }
}

async function insertApiCalls(db: Kysely<Database>, calls: ApiCallRecord[]): Promise<void> {
  await db
    .insertInto("api_calls")
    .values(
      calls.map((c) => ({
        workspace_id: c.workspaceId,
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
      })),
    )
    .execute();
}
