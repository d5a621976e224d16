import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { action as generateAsync } from "~/routes/api.v1.generate.async.$templateId";
import { loadFixture } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";

let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const label = loadFixture("label");

beforeAll(async () => {
  h = await startGenerationHarness();
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const call = (templateId: string, options: Parameters<typeof generateRequest>[1]) =>
  generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;
const callAsync = (templateId: string, options: Parameters<typeof generateRequest>[1]) =>
  generateAsync({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;

function pdfFile(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "pj-protect-test-")), "out.pdf");
  writeFileSync(file, pdf);
  return file;
}
/** poppler, with an optional password (`-upw` user, `-opw` owner): its exit status and output. */
const poppler = (tool: "pdfinfo" | "pdftotext", file: string, password: string[] = []) => {
  const run = spawnSync(tool, [...password, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
  return { status: run.status, out: run.stdout, err: run.stderr };
};
const encryption = (info: string) => /^Encrypted:\s+(.*)$/m.exec(info)?.[1];
const secret = () => `pw-${randomBytes(9).toString("base64url")}`;

describe("pdf.password and pdf.permissions", () => {
  it("encrypts with AES-256 and the permissions asked for: the text needs the user password", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const passwords = { user: secret(), owner: secret() };
    const logged: string[] = [];
    const spies = (["log", "info", "warn", "error"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args.map(String).join(" "))),
    );
    const response = await call(id, {
      apiKey: user.apiKey,
      body: { data: label.data, pdf: { password: passwords, permissions: { print: false, copy: false, modify: false } } },
    });
    for (const spy of spies) spy.mockRestore();
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    const file = pdfFile(pdf);

    const locked = poppler("pdftotext", file);
    expect(locked.status).not.toBe(0);
    expect(locked.err).toMatch(/Incorrect password/);
    expect(locked.out).not.toContain("TRK-2026-884211");
    const opened = poppler("pdftotext", file, ["-upw", passwords.user]);
    expect(opened.status).toBe(0);
    expect(opened.out).toContain("TRK-2026-884211");
    expect(encryption(poppler("pdfinfo", file, ["-upw", passwords.user]).out)).toBe(
      "yes (print:no copy:no change:no addNotes:no algorithm:AES-256)",
    );
    // qpdf checks the owner password the way every reader does: it opens the file and lifts the restrictions.
    expect(execFileSync("qpdf", ["--show-encryption", `--password=${passwords.owner}`, file], { encoding: "utf8" })).toMatch(
      /Supplied password is owner password/,
    );

    // The passwords went nowhere but into the file: not into any log line, any Redis value or any stored row.
    expect(logged.join("\n")).not.toContain(passwords.user);
    expect(await redisHolds([passwords.user, passwords.owner])).toEqual([]);
    const rows = JSON.stringify([
      await h.db.selectFrom("api_calls").selectAll().where("workspace_id", "=", user.workspaceId).execute(),
      await h.db.selectFrom("idempotency_keys").selectAll().where("workspace_id", "=", user.workspaceId).execute(),
    ]);
    expect(rows).not.toContain(passwords.owner);
  });

  it("with only an owner password anyone opens the file, and the permissions left out stay allowed", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const response = await call(id, {
      apiKey: user.apiKey,
      body: { data: label.data, pdf: { password: { owner: "-owner with spaces-" }, permissions: { copy: false } } },
    });
    expect(response.status).toBe(200);
    const file = pdfFile(Buffer.from(await response.arrayBuffer()));
    expect(encryption(poppler("pdfinfo", file).out)).toBe("yes (print:yes copy:no change:yes addNotes:yes algorithm:AES-256)");
    expect(poppler("pdftotext", file).out).toContain("TRK-2026-884211");
    expect(encryption(poppler("pdfinfo", file, ["-opw", "-owner with spaces-"]).out)).toMatch(/AES-256/);
  });

  it("leaves the password out of the idempotency hash: the same key with another password renders again with the new one", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const headers = { "Idempotency-Key": `protect-${randomBytes(6).toString("hex")}` };
    const first = await call(id, {
      apiKey: user.apiKey,
      headers,
      body: { data: label.data, pdf: { password: { user: "first-user", owner: "first-owner" } } },
    });
    expect(first.status).toBe(200);
    const second = await call(id, {
      apiKey: user.apiKey,
      headers,
      body: { data: label.data, pdf: { password: { user: "second-user", owner: "second-owner" } } },
    });
    expect(second.status).toBe(200);
    const file = pdfFile(Buffer.from(await second.arrayBuffer()));
    expect(poppler("pdftotext", file, ["-upw", "first-user"]).status).not.toBe(0);
    expect(poppler("pdftotext", file, ["-upw", "second-user"]).out).toContain("TRK-2026-884211");
  });

  it("answers 422 in the caller's language for options that cannot hold", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const problem = async (response: Promise<Response>) => {
      const r = await response;
      return { status: r.status, errors: ((await r.json()) as { errors?: Record<string, string[]> }).errors };
    };
    const body = (pdf: unknown, extra: Record<string, unknown> = {}) => ({ data: label.data, pdf, ...extra });
    expect(await problem(call(id, { apiKey: user.apiKey, body: body({ permissions: { print: false } }) }))).toEqual({
      status: 422,
      errors: { "pdf.permissions": ["needs password.owner"] },
    });
    expect(await problem(call(id, { apiKey: user.apiKey, body: body({ password: { user: "same", owner: "same" } }) }))).toEqual({
      status: 422,
      errors: { "pdf.password.owner": ["must differ from password.user"] },
    });
    expect(await problem(call(id, { apiKey: user.apiKey, body: body({ password: { owner: "line\nbreak" } }) }))).toEqual({
      status: 422,
      errors: { "pdf.password.owner": ["Invalid input"] },
    });
    expect(await problem(call(id, { apiKey: user.apiKey, body: body({ password: { owner: "x" } }, { format: "png" }) }))).toEqual({
      status: 422,
      errors: { pdf: ["needs format pdf"] },
    });
    expect(await problem(callAsync(id, { apiKey: user.apiKey, body: body({ password: { owner: "x" } }) }))).toEqual({
      status: 422,
      errors: { "pdf.password": ["works with generate/single only"] },
    });
    // The finishing step of a background job does not sign yet: refused, not silently unsigned.
    expect(
      await problem(
        callAsync(id, { apiKey: user.apiKey, body: body({ sign: { certificateId: "3f0c8a52-6a1e-4c1b-9a55-0d8f2b7c1e01" } }) }),
      ),
    ).toEqual({ status: 422, errors: { "pdf.sign": ["works with generate/single only"] } });
    const dutch = { "Accept-Language": "nl-NL" };
    expect(await problem(call(id, { apiKey: user.apiKey, headers: dutch, body: body({ permissions: { print: false } }) }))).toEqual({
      status: 422,
      errors: { "pdf.permissions": ["vraagt password.owner"] },
    });
    expect(await problem(callAsync(id, { apiKey: user.apiKey, headers: dutch, body: body({ password: { owner: "x" } }) }))).toEqual({
      status: 422,
      errors: { "pdf.password": ["werkt alleen met generate/single"] },
    });
  });
});

/** Every Redis key whose value (a string, or a hash's fields as BullMQ keeps its jobs) contains one of `needles`. */
async function redisHolds(needles: string[]): Promise<string[]> {
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    const found: string[] = [];
    for (const key of await redis.keys("*")) {
      const type = await redis.type(key);
      const value =
        type === "string"
          ? await redis.getBuffer(key)
          : type === "hash"
            ? JSON.stringify(await redis.hgetall(key))
            : type === "list"
              ? JSON.stringify(await redis.lrange(key, 0, -1))
              : "";
      const text = Buffer.isBuffer(value) ? value.toString("latin1") : value;
      if (needles.some((n) => text?.includes(n))) found.push(key);
    }
    return found;
  } finally {
    redis.disconnect();
  }
}
