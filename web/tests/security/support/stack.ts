import { readFileSync } from "node:fs";
import http from "node:http";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { createApiKey } from "~/features/api/create-api-key.server";
import { createTestAccount } from "../../support/test-accounts";
import { uniqueEmail } from "../../support/unique-email";
import { startStack, type StackOptions } from "../../e2e/support/stack";

export interface Tenant {
  userId: number;
  workspaceId: string;
  apiKey: string;
}

/** Rows written before the server opens its database: tenants with a key and their templates. */
export class Seed {
  readonly tenants: Tenant[] = [];
  readonly templates: string[] = [];
  constructor(private readonly db: Kysely<Database>) {}

  async tenant(plan: "free" | "basic" | "enterprise" = "basic"): Promise<Tenant> {
    const n = this.tenants.length + 1;
    const account = await createTestAccount(this.db, {
      plan,
      email: uniqueEmail(`tenant${n}`),
      name: `Tenant ${n}`,
    });
    const { apiKey } = await createApiKey({ db: this.db, workspaceId: account.workspaceId, userId: account.userId, name: "security test" });
    const tenant = { userId: account.userId, workspaceId: account.workspaceId, apiKey };
    this.tenants.push(tenant);
    return tenant;
  }

  async template(tenant: Tenant, document: Record<string, unknown>): Promise<string> {
    const row = await this.db
      .insertInto("templates")
      .values({
        workspace_id: tenant.workspaceId,
        created_by: tenant.userId,
        name: String(document.name ?? "Template"),
        document: JSON.stringify(document),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    this.templates.push(row.id);
    return row.id;
  }
}

/**
 * The real product for the security suite (web/tests/e2e/support/stack.ts without Chromium), with
 * tenants and templates seeded before the server opens its database.
 */
export async function startSeededStack(options: Omit<StackOptions, "seed"> & { seed?: (seed: Seed) => Promise<void> } = {}) {
  let seeded!: Seed;
  const stack = await startStack({
    browser: false,
    ...options,
    seed: async (db) => {
      seeded = new Seed(db);
      await options.seed?.(seeded);
    },
  });
  return { ...stack, seed: seeded };
}

/** Resident memory of a process in bytes (Linux). */
export function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match![1]) * 1024;
}

/**
 * POSTs `bytes` of body in chunks (no Content-Length) as fast as the server takes them, and resolves
 * with the status as soon as an answer comes, however much was sent; `null` when the connection
 * closed without one. With `expectContinue`, the body is sent only after the server's 100 Continue.
 */
export function postChunked(
  url: string,
  options: { bytes: number; headers?: Record<string, string>; expectContinue?: boolean },
): Promise<{ status: number | null; sent: number }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Transfer-Encoding": "chunked",
        ...(options.expectContinue ? { Expect: "100-continue" } : {}),
        ...options.headers,
      },
    });
    const finish = (status: number | null) => {
      if (answered) return;
      answered = true;
      request.destroy();
      resolve({ status, sent });
    };
    request.on("response", (response) => finish(response.statusCode ?? null));
    request.on("error", () => finish(null));
    request.on("close", () => finish(null));
    const pump = () => {
      while (!answered && sent < options.bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    if (options.expectContinue) {
      request.on("continue", pump);
      request.flushHeaders();
    } else pump();
  });
}
