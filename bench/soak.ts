// `pnpm soak`: a bounded mixed load on the whole stack (web, queue, one render worker), for the
// Chromium crashes and 5xx answers a run of ordinary use meets. Loopback only; it stops by itself
// after SOAK_SECONDS (default 600). Not a test: it reports figures (docs/performance.md).
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { startStack, readJson } from "./start-stack.ts";

const fixtures = fileURLToPath(new URL("../packages/engine/fixtures/", import.meta.url));
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 4);

const invoice = readJson(path.join(fixtures, "invoice-en.template.json"));
const invoiceData = readJson(path.join(fixtures, "invoice-en.data.json"));
const certificate = readJson(path.join(fixtures, "certificate.template.json"));
const certificateData = readJson(path.join(fixtures, "certificate.data.json"));

/**
 * A `side`×`side` RGB PNG (a gradient, a block pattern and one bit of noise), as a data: URI: as large a
 * picture as a customer can upload (UPLOAD_MAX_PIXELS 50 M, UPLOAD_MAX_BYTES 10 MiB; 7000² is 9.8 MB).
 * An upload reaches the worker as such a data: URI. (Until 2026-11-27 the soak used an 84 MB PNG no
 * upload or template save accepts, and every such render timed out.)
 */
function largePng(side: number): string {
  const stride = side * 3 + 1;
  const raw = Buffer.alloc(stride * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const o = y * stride + 1 + x * 3;
      raw[o] = (x * 255) / side;
      raw[o + 1] = (y * 255) / side;
      raw[o + 2] = (((x >> 4) ^ (y >> 4)) & 0xfc) | (((x * 7) ^ (y * 13)) & 1);
    }
  }
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 2;
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  if (png.length > 10 * 1024 * 1024) throw new Error(`the soak's large PNG is ${png.length} bytes, over the 10 MiB upload limit`);
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** The certificate with its logo replaced by a 7000×7000 photo. */
function withLargeImage(document: { pages: { elements: { type: string; src?: string }[] }[] }) {
  const copy = structuredClone(document);
  const image = copy.pages.flatMap((p) => p.elements).find((e) => e.type === "image")!;
  image.src = largePng(7000);
  return copy;
}

interface Answer {
  status: number;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
function call(url: string, options: { method?: string; token: string; json?: unknown }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers: Record<string, string | number> = { Authorization: `Bearer ${options.token}` };
    if (body) Object.assign(headers, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
    const request = http.request(url, { method: options.method ?? (body ? "POST" : "GET"), agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (c: Buffer) => chunks.push(c));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      request.reusedSocket && error.code === "ECONNRESET" ? call(url, options).then(resolve, reject) : reject(error),
    );
    request.end(body);
  });
}

async function main() {
  const started = new Date();
  console.log(`paperjet soak — ${SECONDS} s, ${CLIENTS} clients, ${started.toISOString()}`);
  const stack = await startStack({
    templates: [
      { name: "Invoice", document: invoice },
      { name: "Certificate", document: certificate },
      { name: "Large photo", document: withLargeImage(certificate) },
    ],
  });
  try {
    await soak(stack);
  } finally {
    // Also when the worker did not start: no web server or Redis stays behind.
    await stack.stop();
    agent.destroy();
  }
}

async function soak(stack: Awaited<ReturnType<typeof startStack>>) {
  const [invoiceId, certificateId, largeId] = stack.templateIds;
  // A kept log also holds the worker's info lines (each browser launched, restarted and retired).
  const worker = await stack.addWorker(process.env.SOAK_WORKER_LOG ? { LOG_LEVEL: "info" } : {});

  // Thumbnails belong to a signed-in member: register one, whose templates are saved again and again.
  const registered = await call(`${stack.url}/api/auth/register`, {
    token: "",
    json: { name: "Soak Tester", email: `soak.${Date.now()}@example.com`, password: "a long soak password" },
  });
  const session = JSON.parse(registered.body.toString()).globals.token as string;
  const own: { id: string; version: number; document: Record<string, unknown> }[] = [];
  for (const [name, document] of [
    ["Invoice", invoice],
    ["Certificate", certificate],
  ] as const) {
    const created = await call(`${stack.url}/api/templates`, { token: session, json: { name, document } });
    const template = JSON.parse(created.body.toString()).data.template;
    own.push({ id: template.id, version: template.version, document });
  }

  const counts = new Map<string, { calls: number; byStatus: Map<number, number>; ms: number[] }>();
  const record = (kind: string, status: number, ms: number) => {
    const entry = counts.get(kind) ?? counts.set(kind, { calls: 0, byStatus: new Map(), ms: [] }).get(kind)!;
    entry.calls += 1;
    entry.byStatus.set(status, (entry.byStatus.get(status) ?? 0) + 1);
    entry.ms.push(ms);
  };
  const generate = (id: string, body: unknown) => call(`${stack.url}/api/v1/generate/single/${id}`, { token: stack.apiKey, json: body });
  const actions: Record<string, () => Promise<Answer>> = {
    pdf: () => generate(invoiceId, { data: invoiceData }),
    png: () => generate(certificateId, { data: certificateData, format: "png", page: 1 }),
    "large image png": () => generate(largeId, { data: certificateData, format: "png", page: 1 }),
    "large image pdf": () => generate(largeId, { data: certificateData }),
    async thumbnail() {
      const template = own[Math.floor(Math.random() * own.length)];
      const saved = await call(`${stack.url}/api/templates/${template.id}`, {
        token: session,
        json: { version: template.version, document: template.document },
      });
      if (saved.status !== 200) return saved;
      template.version = JSON.parse(saved.body.toString()).data.template.version;
      // Not rendered yet is a 202 without a body: ask again, as a card does, until the PNG is there (or 30 s pass).
      const url = `${stack.url}/api/templates/${template.id}/thumbnail?v=${template.version}`;
      for (let waited = 0; ; waited += 500) {
        const answer = await call(url, { token: session });
        if (answer.status !== 202) return answer;
        if (waited >= 30_000) return { status: 0, body: Buffer.from("the thumbnail never arrived within 30 s") };
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
  };
  // Mostly ordinary documents, now and then a large photo.
  // SOAK_KINDS (comma-separated kinds) runs only those, to tell which one a failure comes with.
  const mix = process.env.SOAK_KINDS?.split(",") ?? [
    "pdf",
    "pdf",
    "pdf",
    "png",
    "png",
    "thumbnail",
    "thumbnail",
    "large image png",
    "large image pdf",
  ];
  for (const kind of mix) if (!(kind in actions)) throw new Error(`SOAK_KINDS: no kind "${kind}" (${Object.keys(actions).join(", ")})`);

  const deadline = Date.now() + SECONDS * 1000;
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; Date.now() < deadline; i++) {
        const kind = mix[i % mix.length];
        const t0 = performance.now();
        const answer = await actions[kind]().catch((error: Error) => ({ status: 0, body: Buffer.from(error.message) }));
        record(kind, answer.status, performance.now() - t0);
        if (answer.status >= 500 || answer.status === 0) failures.push(`${kind}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
      }
    }),
  );

  const log = worker.output();
  // The whole worker log, to read what came before a crash (with DEBUG=pw:browser it holds Chromium's own output).
  if (process.env.SOAK_WORKER_LOG) writeFileSync(process.env.SOAK_WORKER_LOG, log);
  const crashes = {
    "chromium disconnected": (log.match(/chromium disconnected/g) ?? []).length,
    "chromium failed during a render": (log.match(/chromium failed during a render/g) ?? []).length,
    "Chromium failed 3 times": (log.match(/Chromium failed (twice|\d times)/g) ?? []).length,
  };
  let fiveHundreds = 0;
  console.log(`\n${"kind".padEnd(18)} ${"calls".padStart(6)}  statuses                  p50 ms  max ms`);
  for (const [kind, entry] of counts) {
    const sorted = [...entry.ms].sort((a, b) => a - b);
    for (const [status, n] of entry.byStatus) if (status >= 500 || status === 0) fiveHundreds += n;
    const statuses = [...entry.byStatus].map(([s, n]) => `${s}×${n}`).join(" ");
    console.log(
      `${kind.padEnd(18)} ${String(entry.calls).padStart(6)}  ${statuses.padEnd(24)} ${String(Math.round(sorted[Math.floor(sorted.length / 2)])).padStart(6)}  ${String(Math.round(sorted.at(-1)!)).padStart(6)}`,
    );
  }
  console.log(`\nChromium crashes (worker log): ${JSON.stringify(crashes)}`);
  console.log(`5xx or failed calls: ${fiveHundreds}`);
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
  const warnings = log.split("\n").filter((l) => /warn|error/i.test(l));
  if (warnings.length) console.log(`\nworker warnings (${warnings.length}, first 10):\n${warnings.slice(0, 10).join("\n")}`);
  process.exitCode = crashes["chromium disconnected"] + crashes["chromium failed during a render"] + fiveHundreds > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
