import { createHash } from "node:crypto";
import type { Database } from "@paperjet/db";
import { sql, type Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type IdempotencyClaim =
  | { kind: "new"; finish: (outcome: { ok: true; templateVersion: number; watermarked: boolean } | { ok: false }) => Promise<void> }
  | { kind: "replay"; templateVersion: number; watermarked: boolean; firstRequestId: string };

/**
 * Claims an `Idempotency-Key` for one call. The first call with a key runs and
 * records which template version and watermark it used; a later call with
 * the same key and body within 24 h replays that (same version, same
 * watermark, not charged again). The same key with another body is 422; while
 * the first call still runs, 409. A failed first call frees the key.
 */
export async function claimIdempotencyKey(options: {
  db: Kysely<Database>;
  workspaceId: string;
  key: string;
  templateId: string;
  rawBody: string;
  requestId: string;
}): Promise<IdempotencyClaim> {
  const { db, workspaceId, key } = options;
  if (key.length === 0 || key.length > 255)
    throw apiError("bad_request", "idempotencyKeyLength", "Idempotency-Key must be 1 to 255 characters.");
  const hash = requestHash(options.templateId, options.rawBody);
  // `as never`: Generated<Timestamp> nests two ColumnTypes, which kysely's comparison typing cannot unwrap.
  const expiry = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS) as never;
  // Expired records of this user go on the way (also keys that are never reused).
  await db.deleteFrom("idempotency_keys").where("workspace_id", "=", workspaceId).where("created_at", "<", expiry).execute();
  const inserted = await db
    .insertInto("idempotency_keys")
    .values({ workspace_id: workspaceId, key, request_hash: hash, request_id: options.requestId })
    .onConflict((oc) => oc.columns(["workspace_id", "key"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  if (inserted) {
    return {
      kind: "new",
      finish: async (outcome) => {
        const where = db.updateTable("idempotency_keys").where("workspace_id", "=", workspaceId).where("key", "=", key);
        if (outcome.ok) {
          await where
            .set({ state: "done", template_version: outcome.templateVersion, watermarked: outcome.watermarked, created_at: sql`now()` })
            .execute();
        } else {
          await db
            .deleteFrom("idempotency_keys")
            .where("workspace_id", "=", workspaceId)
            .where("key", "=", key)
            .where("state", "=", "running")
            .execute();
        }
      },
    };
  }
  const existing = await db
    .selectFrom("idempotency_keys")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!existing) throw apiError("conflict", "idempotencyJustFinished", "A call with this Idempotency-Key just finished; retry it.");
  if (existing.request_hash !== hash) {
    throw apiError("validation_failed", "idempotencyOtherBody", "This Idempotency-Key was used with a different request body.", {
      errors: { "Idempotency-Key": ["was already used with a different request"] },
      translateErrors: (t) => ({ "Idempotency-Key": [t("errors.idempotencyOtherBodyField")] }),
    });
  }
  if (existing.state !== "done" || existing.template_version === null) {
    throw apiError("conflict", "idempotencyRunning", "A call with this Idempotency-Key is still running.", {
      headers: { "Retry-After": "1" },
    });
  }
  return {
    kind: "replay",
    templateVersion: existing.template_version,
    watermarked: existing.watermarked ?? true,
    firstRequestId: existing.request_id,
  };
}

/** The template id and the body with its keys sorted, so whitespace and key order do not matter. */
function requestHash(templateId: string, rawBody: string): string {
  let canonical: string;
  try {
    canonical = stableStringify(withoutPasswords(rawBody.trim() === "" ? {} : JSON.parse(rawBody)));
  } catch {
    canonical = rawBody;
  }
  return createHash("sha256").update(templateId).update("\n").update(canonical).digest("hex");
}

/**
 * The hash is stored for 24 h; a hash of a body with a short password in it would let whoever reads the
 * table try passwords against it, so `pdf.password` is left out (docs/decisions/060). A repeated call with
 * another password is the same call: it renders again, with the password it brings.
 */
function withoutPasswords(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const { pdf, ...rest } = body as Record<string, unknown>;
  if (!pdf || typeof pdf !== "object" || Array.isArray(pdf)) return body;
  const { password: _secret, ...pdfRest } = pdf as Record<string, unknown>;
  return { ...rest, pdf: pdfRest };
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}
