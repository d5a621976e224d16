import type { JobStatus } from "@paperjet/contracts";
import type { Redis } from "ioredis";
import { apiError } from "~/utils/api-error-locale.server";

/**
 * What web keeps of an asynchronous job, in Redis only: this record and the finished file, both
 * deleted at `expiresAt` (RESULT_TTL_SECONDS), and a marker without any customer data that lets a
 * later call answer 410 instead of 404 for a week. Nothing of it reaches the database.
 */
export interface JobRecord {
  jobId: string;
  kind: "document" | "batch";
  workspaceId: string;
  status: JobStatus;
  total: number;
  createdAt: number;
  pages: number | null;
  expiresAt: number | null;
  error: { index: number | null; reason: string } | null;
  metadata: Record<string, unknown> | null;
  fileName: string | null;
  contentType: string | null;
}

const recordKey = (jobId: string) => `paperjet:job:${jobId}`;
const fileKey = (jobId: string) => `paperjet:job-file:${jobId}`;
const goneKey = (jobId: string) => `paperjet:job-gone:${jobId}`;
const GONE_MARKER_MS = 7 * 24 * 3_600_000;

/** A new job's record, kept until it can no longer be waiting (its render deadline) plus its result time. */
export async function saveNewJob(redis: Redis, record: JobRecord, keepMs: number): Promise<void> {
  await redis.set(recordKey(record.jobId), JSON.stringify(record), "PX", keepMs);
}

/** The job's end: its record and file until `expiresAt`, then only the 410 marker. */
export async function saveFinishedJob(redis: Redis, record: JobRecord, file: Buffer | null): Promise<void> {
  const ttl = Math.max(1, (record.expiresAt ?? Date.now()) - Date.now());
  const multi = redis.multi().set(recordKey(record.jobId), JSON.stringify(record), "PX", ttl);
  if (file) multi.set(fileKey(record.jobId), file, "PX", ttl);
  multi.set(goneKey(record.jobId), record.workspaceId, "PX", ttl + GONE_MARKER_MS);
  await multi.exec();
}

/**
 * The job of this workspace: 404 when it never existed or belongs to another workspace (its id is
 * never confirmed), 410 when its result was deleted.
 */
export async function loadJob(redis: Redis, jobId: string, workspaceId: string): Promise<JobRecord> {
  const [text, goneFor] = await redis.mget(recordKey(jobId), goneKey(jobId));
  const record = text ? (JSON.parse(text) as JobRecord) : undefined;
  if (record?.workspaceId === workspaceId) return record;
  if (!record && goneFor === workspaceId) throw apiError("gone", "jobGone", "This job's result was deleted when it expired.");
  throw apiError("not_found", "jobNotFound", "No such job.");
}

export async function loadJobFile(redis: Redis, record: JobRecord): Promise<Buffer> {
  const file = await redis.getBuffer(fileKey(record.jobId));
  if (!file) throw apiError("gone", "jobGone", "This job's result was deleted when it expired.");
  return file;
}
