import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFixture } from "@paperjet/test-kit/documents";
import { mailLink } from "../e2e/support/mail-links";
import { uniqueEmail } from "../support/unique-email";
import { startSeededStack } from "./support/stack";

interface Operation {
  method: string;
  path: string;
  queries: string[];
  bodyFields: string[];
  /** The body is a multipart form (uploads). */
  multipart: boolean;
}

interface MalformedRequest {
  url: string;
  body?: string;
  /** The body's Content-Type when it is not JSON. */
  type?: string;
  /** null: without credentials. */
  bearer?: null;
}

const ADMIN = uniqueEmail("malformed");
const ROUTES = path.resolve(__dirname, "../../app/routes");

// What no client sends. In paths: no UUID, a NUL, a malformed percent-encoding, a number past any
// integer column, one longer than any id.
const BAD_IDS = ["not-a-uuid", "%00", "%E0%A4%A", "99999999999999999999", "x".repeat(3000)];
// To the API: query values, JSON bodies that are no object or too deep, multipart bodies without a
// boundary, without parts, or with a part cut short.
const BAD_QUERY_VALUES = ["abc", "-1", "1e309", "%ZZ"];
const BAD_BODIES = ["not json", "[]", "{}", `{"a":${"[".repeat(60)}${"]".repeat(60)}}`];
const BAD_MULTIPART: [type: string, body: string][] = [
  ["multipart/form-data", "x"],
  ["multipart/form-data; boundary=B", "x"],
  ["multipart/form-data; boundary=B", '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx'],
];
// To pages: form values (none, a number past any integer column, a NUL) and queries (a page past
// PostgreSQL's integers; a NUL in the search words, apart: a list whose page is invalid ignores them).
const BAD_FORM_VALUES = ["", "99999999999999999999", "\u0000"];
const BAD_URL_QUERIES = ["?page=99999999999999999999", "?q=%00&query=%00"];
/** Run last, in this order: what removes what the others use, then what ends the session. */
const lateness = (op: Operation) =>
  /auth\/(refresh|logout)/.test(op.path) ? 2 : op.method === "DELETE" || /delete|destroy|revoke/.test(op.path) ? 1 : 0;

/**
 * The URLs of a page route file (`($lang).app.admin.users.$id.tsx`) with each parameter one of the
 * bad ids: the optional language and pathless segments (`_site`) dropped, `settings_` as `settings`.
 */
function pageUrls(file: string): string[] {
  let urls = [""];
  for (const segment of file
    .replace(/\.tsx?$/, "")
    .replaceAll("[.]", "\0")
    .split(".")) {
    if (segment === "($lang)" || segment.startsWith("_")) continue;
    urls = segment.startsWith("$")
      ? urls.flatMap((url) => BAD_IDS.map((id) => `${url}/${id}`))
      : urls.map((url) => `${url}/${segment.replace(/_$/, "").replaceAll("\0", ".")}`);
  }
  return urls;
}

// Bad input is a 4xx (docs/api.md), never a 500, signed in as an administrator (API key for /api/v1,
// an editor session for /api/embed): every operation of the OpenAPI document, every page action and
// every page or file loader, with the ids, queries, bodies and form values above.
describe("malformed requests are answered with a 4xx, never a 5xx", () => {
  let stack: Awaited<ReturnType<typeof startSeededStack>>;
  let apiKey = "";
  let token = "";
  /** An editor session's token, for the embedded designer's calls (`/api/embed`). */
  let editorToken = "";
  /** The same session as `token`, as a browser holds it, and its CSRF token: for page actions. */
  const browser = { cookie: "", csrf: "" };
  /** A template of the API key's workspace and one of the administrator's, so template routes get past "not found". */
  const templates = { v1: "", app: "" };

  beforeAll(async () => {
    stack = await startSeededStack({
      env: { ADMIN_EMAILS: ADMIN },
      seed: async (seed) => {
        const tenant = await seed.tenant("enterprise");
        apiKey = tenant.apiKey;
        templates.v1 = await seed.template(tenant, loadFixture("label").document);
      },
    });
    const registered = await send("POST", "/api/auth/register", { name: "Malformed", email: ADMIN, password: "long enough password" });
    token = (await registered.json()).globals.token;
    browser.cookie = registered.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    // ADMIN_EMAILS counts once the address is verified.
    expect((await fetch(await mailLink(stack.server, ADMIN))).status).toBe(200);
    templates.app = (await (await send("POST", "/api/templates", { name: "Mine" })).json()).data.template.id;
    const session = await send("POST", "/api/v1/editor-sessions", { templateId: templates.v1, allowedOrigins: ["https://example.com"] });
    editorToken = (await session.json()).data.token;
    const page = await (await call(`/app/dashboard`, { headers: { Cookie: browser.cookie } })).text();
    browser.csrf = /name="_csrf" value="([^"]+)"/.exec(page)![1]!;
  }, 300_000);
  afterAll(async () => stack?.stop());

  /**
   * A request to the stack, from a client address of this file's own: the run's Redis is shared, and
   * thousands of calls from 127.0.0.1 used up its form and login limits for the browser tests (the
   * server trusts X-Forwarded-For from loopback, as from a proxy in front of it).
   */
  function call(url: string, init: RequestInit = {}) {
    return fetch(`${stack.server.url}${url}`, {
      redirect: "manual",
      ...init,
      headers: { "X-Forwarded-For": "198.51.100.7", ...(init.headers as Record<string, string>) },
    });
  }

  function send(method: string, url: string, body?: unknown, bearer: string | null = credentialsFor(url), type = "application/json") {
    return call(url, {
      method,
      headers: {
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(body === undefined ? {} : { "Content-Type": type }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  function credentialsFor(url: string): string {
    return url.startsWith("/api/v1") ? apiKey : url.startsWith("/api/embed") ? editorToken : token;
  }

  /** The requests for one operation: bad ids in its path, bad values in its query, bad bodies, and one without credentials. */
  function requestsOf(op: Operation): MalformedRequest[] {
    const hasBody = ["POST", "PUT", "PATCH"].includes(op.method);
    const good = op.path.replace(/\{[^}]+\}/g, op.path.startsWith("/api/v1") ? templates.v1 : templates.app);
    const requests: MalformedRequest[] = [{ url: good, body: hasBody ? "{}" : undefined, bearer: null }];
    for (const id of /\{/.test(op.path) ? BAD_IDS : [])
      requests.push({ url: op.path.replace(/\{[^}]+\}/g, id), body: hasBody ? "{}" : undefined });
    for (const name of op.queries) {
      for (const value of BAD_QUERY_VALUES) requests.push({ url: `${good}?${name}=${value}` });
      requests.push({ url: `${good}?${name}[]=1&${name}=2` });
    }
    if (op.multipart) for (const [type, body] of BAD_MULTIPART) requests.push({ url: good, body, type });
    if (hasBody) {
      for (const body of BAD_BODIES) requests.push({ url: good, body });
      for (const field of op.bodyFields)
        for (const value of [1e308, { x: [] }]) requests.push({ url: good, body: JSON.stringify({ [field]: value }) });
    }
    return requests;
  }

  it("refuses a page or id past PostgreSQL's integers with a 422 on that field, in the caller's language", async () => {
    for (const [path, body] of [
      ["/api/admin/users/view", { id: 2 ** 53 }],
      ["/api/admin/audit-log", { page: 1e308 }],
      ["/api/uploads/index", { page: 1e308 }],
      ["/api/apicalls/index", { page: 1e308 }],
    ] as const) {
      const response = await call(path, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Accept-Language": "nl" },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(422);
      expect(Object.values((await response.json()).errors), path).toEqual([["Het getal moet kleiner dan of gelijk aan 2147483647 zijn"]]);
    }
  });

  it("answers a path whose percent-encoding is malformed as the route answers an unknown id", async () => {
    // Express's router answered this with its own HTML 400 before the app saw it.
    const response = await send("GET", "/api/v1/jobs/%E0%A4%A");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    expect((await response.json()).detail).toBe("No such job.");
  });

  it("every page action answers bad ids and form values without a 5xx", async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const file of readdirSync(ROUTES).filter((name) => name.endsWith(".tsx"))) {
      const source = readFileSync(path.join(ROUTES, file), "utf8");
      if (!/export (const|async function|function) action\b/.test(source)) continue;
      const intents = new Set(["", ...[...source.matchAll(/intent === "([\w-]+)"|case "([\w-]+)":/g)].map((m) => m[1] ?? m[2]!)]);
      const fields = new Set([...source.matchAll(/\.get\("(\w+)"\)/g)].map((m) => m[1]!));
      for (const url of pageUrls(file))
        for (const intent of intents)
          for (const value of BAD_FORM_VALUES) {
            const form = new URLSearchParams({ intent, _csrf: browser.csrf });
            for (const field of fields) form.set(field, value);
            // `.data`: the action's answer as Remix's client fetches it, without the page around it.
            const response = await call(`${url}.data`, {
              method: "POST",
              headers: { Cookie: browser.cookie, "Content-Type": "application/x-www-form-urlencoded" },
              body: form,
            });
            sent++;
            if (response.status >= 500)
              wrong.push(`${file} ${url.slice(0, 60)} intent=${intent} value=${JSON.stringify(value)}: ${response.status}`);
            await response.body?.cancel();
          }
    }
    expect(sent).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  }, 120_000);

  it("every page and file loader answers bad ids and query values without a 5xx", async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const file of readdirSync(ROUTES).filter((name) => /\.tsx?$/.test(name) && !name.startsWith("api."))) {
      const source = readFileSync(path.join(ROUTES, file), "utf8");
      if (!/export (const|async function|function) loader\b/.test(source)) continue;
      const [first, ...others] = pageUrls(file);
      // A page's data as Remix's client fetches it (`.data`), without rendering the page around it.
      const data = (url: string) => (!source.includes("export default") ? url || "/" : url ? `${url}.data` : "/_root.data");
      for (const url of [...BAD_URL_QUERIES.map((query) => `${data(first!)}${query}`), ...others.map(data)]) {
        const response = await call(url, { headers: { Cookie: browser.cookie } });
        sent++;
        if (response.status >= 500) wrong.push(`${file} ${url.slice(0, 80)}: ${response.status}`);
        await response.body?.cancel();
      }
    }
    expect(sent).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  }, 120_000);

  // Last: it ends the session (refresh, logout) that the tests above use.
  it("answers each with a 4xx problem+json, never a 5xx or an HTML page", async () => {
    const document = await (await call("/api/v1/openapi.json")).json();
    const schemaOf = (schema: { $ref?: string; properties?: object } | undefined) =>
      schema?.$ref ? document.components.schemas[schema.$ref.split("/").at(-1)!] : schema;
    const operations: Operation[] = Object.entries<Record<string, any>>(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          queries: (op.parameters ?? []).filter((p: { in: string }) => p.in === "query").map((p: { name: string }) => p.name),
          bodyFields: Object.keys(schemaOf(op.requestBody?.content?.["application/json"]?.schema)?.properties ?? {}),
          multipart: "multipart/form-data" in (op.requestBody?.content ?? {}),
        })),
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => op.multipart).map((op) => op.path)).toEqual(["/api/v1/signing-certificates", "/api/uploads"]);
    operations.sort((a, b) => lateness(a) - lateness(b));
    const wrong: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const request of requestsOf(op)) {
        const response = await send(op.method, request.url, request.body, request.bearer, request.type);
        sent++;
        const type = response.headers.get("Content-Type") ?? "";
        const text = await response.text();
        if (response.status >= 500 || (response.status >= 400 && !/^application\/problem\+json/.test(type)))
          wrong.push(
            `${op.method} ${request.url.slice(0, 80)} ${request.body?.slice(0, 40) ?? ""}: ${response.status} ${type} ${text.slice(0, 100)}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(wrong).toEqual([]);
  }, 300_000);
});
