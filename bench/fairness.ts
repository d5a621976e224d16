// `pnpm fairness`: one tenant's three 1,000-item batches beside another tenant's one-page calls, on
// the whole stack (web, queue, one render worker). Prints the other tenant's call times alone and
// while the batches run. Not a test: a figure for docs/performance.md (issue 26's "batches are fair").
import path from "node:path";
import { fileURLToPath } from "node:url";
import { percentile } from "./stats.ts";
import { readJson, startStack } from "./start-stack.ts";

const fixtures = fileURLToPath(new URL("../packages/engine/fixtures/", import.meta.url));
const document = readJson(path.join(fixtures, "label.template.json"));
const data = readJson(path.join(fixtures, "label.data.json"));
const BATCHES = Number(process.env.FAIRNESS_BATCHES ?? 3);
const ITEMS = Number(process.env.FAIRNESS_ITEMS ?? 1_000);
const SECONDS = Number(process.env.FAIRNESS_SECONDS ?? 120);

async function call(url: string, token: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text.startsWith("{") ? JSON.parse(text) : {} };
}

/** The other tenant: a member who signs up, saves the same template and makes an API key. */
async function otherTenant(url: string) {
  const email = `fair.${Date.now()}@example.com`;
  const registered = await call(`${url}/api/auth/register`, "", { name: "Other Tenant", email, password: "a long fairness password" });
  const session = (registered.json as { globals: { token: string } }).globals.token;
  const template = await call(`${url}/api/templates`, session, { name: "Label", document });
  const key = await call(`${url}/api/apicalls/getToken`, session, { name: "fairness" });
  if (template.status !== 201 || key.status !== 201) throw new Error(`other tenant: ${template.status} ${key.status}`);
  return {
    templateId: (template.json as { data: { template: { id: string } } }).data.template.id,
    apiKey: (key.json as { data: { apiKey: string } }).data.apiKey,
  };
}

async function timedCalls(url: string, tenant: { templateId: string; apiKey: string }, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const answer = await call(`${url}/api/v1/generate/single/${tenant.templateId}`, tenant.apiKey, { data });
    if (answer.status !== 200) throw new Error(`the other tenant's call answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return times;
}

type JobAnswer = { data: { status: string; progress: { done: number } } };

const summary = (times: number[]) =>
  `${times.length} calls, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`;

async function main() {
  console.log(`paperjet fairness — ${BATCHES} batches of ${ITEMS} items beside another tenant's calls, ${new Date().toISOString()}`);
  const stack = await startStack({ templates: [{ name: "Label", document }] });
  try {
    await stack.addWorker();
    const other = await otherTenant(stack.url);
    let count = 0;
    console.log(`alone:          ${summary(await timedCalls(stack.url, other, () => ++count > 30))}`);

    const items = Array.from({ length: ITEMS }, () => ({ templateId: stack.templateIds[0], data }));
    const jobs: string[] = [];
    for (let b = 0; b < BATCHES; b++) {
      const accepted = await call(`${stack.url}/api/v1/generate/batch`, stack.apiKey, { items, output: "zip" });
      if (accepted.status !== 202) throw new Error(`batch ${b + 1} answered ${accepted.status}: ${JSON.stringify(accepted.json)}`);
      jobs.push((accepted.json as { data: { jobId: string } }).data.jobId);
    }
    // The other tenant calls only while a batch still runs (or until SECONDS pass).
    const deadline = Date.now() + SECONDS * 1000;
    const status = () =>
      Promise.all(jobs.map(async (id) => (await call(`${stack.url}/api/v1/jobs/${id}`, stack.apiKey)).json as JobAnswer));
    let running = true;
    const watching = (async () => {
      while (running && Date.now() < deadline) {
        const states = await status();
        if (states.every((s) => s.data.status === "succeeded" || s.data.status === "failed")) running = false;
        else await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      running = false;
    })();
    const started = Date.now();
    const beside = await timedCalls(stack.url, other, () => !running);
    await watching;
    const states = await status();
    console.log(`beside batches: ${summary(beside)}`);
    console.log(
      `batches after ${((Date.now() - started) / 1000).toFixed(0)} s: ${states.map((s) => `${s.data.status} ${s.data.progress.done}/${ITEMS}`).join(", ")}`,
    );
  } finally {
    await stack.stop();
  }
}

await main();
