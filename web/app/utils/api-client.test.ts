import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, apiJson, getApiToken, NULL_WITH_FILES_MESSAGE, setApiBaseUrl, setApiToken } from "./api-client";
import { startApiSession } from "./api-session";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

// A real HTTP server stands in for the API; each test sets how it answers.
let server: Server;
let seen: Seen[] = [];
let answer: (request: Seen, response: ServerResponse) => void = () => {};

const sendJson = (response: ServerResponse, status: number, body: unknown, type = "application/json") => {
  response.writeHead(status, { "Content-Type": type });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) };
      seen.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  setApiToken(null);
  answer = (_, response) => sendJson(response, 200, { data: { ok: true }, globals: { user: null } });
});

describe("api client", () => {
  it("encodes query parameters as key=value pairs joined with &, arrays joined by commas", async () => {
    await apiJson("/api/templates", { query: { page: 2, ids: ["a", "b", "c"], q: "x y", skipped: undefined } });
    expect(seen[0].url).toBe("/api/templates?page=2&ids=a%2Cb%2Cc&q=x%20y");
  });

  it("sends the bearer token only while one is held", async () => {
    await apiJson("/api/auth/me");
    expect(seen[0].headers.authorization).toBeUndefined();
    setApiToken("tok-1");
    await apiJson("/api/auth/me");
    expect(seen[1].headers.authorization).toBe("Bearer tok-1");
  });

  it("replaces the held token with globals.token, and keeps it when an answer carries none", async () => {
    setApiToken("old");
    const user = { id: 7, name: "Ada" };
    answer = (_, response) => sendJson(response, 200, { data: { user }, globals: { user, token: "new" } });
    expect(await apiJson("/api/auth/refresh")).toEqual({ user });
    expect(getApiToken()).toBe("new");

    answer = (_, response) => sendJson(response, 200, { data: {}, globals: { user: null } });
    await apiJson("/api/auth/logout", { method: "POST" });
    expect(getApiToken()).toBe("new");
  });

  it("sends the CSRF token as X-CSRF-Token when given", async () => {
    answer = (_, response) => sendJson(response, 200, { data: {}, globals: { user: null } });
    await apiJson("/api/forms/suggestion", { method: "POST", json: {}, csrfToken: "csrf-1" });
    await apiJson("/api/auth/me");
    expect(seen.at(-2)!.headers["x-csrf-token"]).toBe("csrf-1");
    expect(seen.at(-1)!.headers["x-csrf-token"]).toBeUndefined();
  });

  it("sends a body with a file as multipart, object values JSON-encoded", async () => {
    let received: FormData | undefined;
    answer = async (request, response) => {
      received = await new Response(new Uint8Array(request.body), {
        headers: { "Content-Type": request.headers["content-type"] ?? "" },
      }).formData();
      sendJson(response, 201, { data: { media: { id: "m1" } }, globals: { user: null } });
    };
    const file = new File(["hello"], "hello.txt", { type: "text/plain" });
    const data = await apiJson<{ media: { id: string } }>("/api/uploads", {
      method: "POST",
      form: { file, meta: { alt: "x", tags: [1, 2] }, count: 3 },
    });
    expect(data.media.id).toBe("m1");
    expect(seen[0].headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(received!.get("meta")).toBe('{"alt":"x","tags":[1,2]}');
    expect(received!.get("count")).toBe("3");
    const sentFile = received!.get("file") as File;
    expect(sentFile.name).toBe("hello.txt");
    expect(await sentFile.text()).toBe("hello");
  });

  it("refuses a null value in a body with a file, before sending", async () => {
    const file = new Blob(["x"]);
    await expect(apiJson("/api/uploads", { method: "POST", form: { file, note: null } })).rejects.toThrow(
      new Error(NULL_WITH_FILES_MESSAGE),
    );
    expect(NULL_WITH_FILES_MESSAGE).toBe("null is not supported in api requests when also sending files");
    expect(seen).toHaveLength(0);
  });

  it("sends a body without files as JSON, nulls included", async () => {
    await apiJson("/api/forms/contact", { method: "POST", form: { note: null, n: 1 } });
    expect(seen[0].headers["content-type"]).toBe("application/json");
    expect(JSON.parse(seen[0].body.toString())).toEqual({ note: null, n: 1 });
  });

  it("sends an already-encoded body as is", async () => {
    const form = new FormData();
    form.set("file", new File(["x"], "x.png"));
    await apiJson("/api/uploads", { method: "POST", body: form });
    expect(seen[0].headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("retries a 503 after a delay, then succeeds", async () => {
    let calls = 0;
    answer = (_, response) =>
      ++calls < 3
        ? sendJson(response, 503, { status: 503, detail: "down" }, "application/problem+json")
        : sendJson(response, 200, { data: "up", globals: { user: null } });
    const started = Date.now();
    expect(await apiJson("/api/health", { retryBaseMs: 20 })).toBe("up");
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40 - 5);
  });

  it("retries a network failure (no status)", async () => {
    let calls = 0;
    answer = (_, response) => (++calls < 2 ? response.socket?.destroy() : sendJson(response, 200, { data: "ok", globals: { user: null } }));
    expect(await apiJson("/api/health", { retryBaseMs: 5 })).toBe("ok");
    expect(seen).toHaveLength(2);
  });

  it("stops retrying when aborted", async () => {
    const controller = new AbortController();
    // Aborted while the server holds the second attempt, so no attempt is on its way unseen; without
    // the abort a third would follow within 20–40 ms.
    answer = (_, response) => {
      if (seen.length === 2) controller.abort();
      sendJson(response, 500, { status: 500 }, "application/problem+json");
    };
    await expect(apiJson("/api/health", { retryBaseMs: 20, signal: controller.signal })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toHaveLength(2);
  });

  it("makes a single attempt when retry is off", async () => {
    answer = (_, response) => sendJson(response, 502, { status: 502 }, "application/problem+json");
    await expect(apiJson("/api/auth/getToken", { retry: false })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });

  it("throws problem+json answers as ApiError with status, detail and field errors", async () => {
    answer = (_, response) =>
      sendJson(
        response,
        422,
        {
          type: "about:blank",
          title: "Unprocessable",
          status: 422,
          detail: "Check the form",
          errors: { email: ["Please enter a valid e-mail"] },
        },
        "application/problem+json",
      );
    const error = await apiJson("/api/auth/register", { method: "POST", json: { email: "x" } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).detail).toBe("Check the form");
    expect((error as ApiError).message).toBe("Check the form");
    expect((error as ApiError).fieldErrors).toEqual({ email: ["Please enter a valid e-mail"] });
    expect(seen).toHaveLength(1);
  });

  it("leaves a JSON answer's body unread for apiFetch callers, and rejects a malformed one in apiJson", async () => {
    answer = (_, response) => sendJson(response, 200, { data: { n: 1 }, globals: { user: null, token: "t" } });
    const response = await apiFetch("/api/templates");
    expect(await response.json()).toEqual({ data: { n: 1 }, globals: { user: null, token: "t" } });
    expect(getApiToken()).toBe("t");

    answer = (_, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end("{not json");
    };
    await expect(apiJson("/api/templates")).rejects.toThrow(SyntaxError);
  });

  it("hands non-JSON answers back as the Response", async () => {
    answer = (_, response) => {
      response.writeHead(200, { "Content-Type": "application/pdf" });
      response.end("%PDF-1.7");
    };
    const response = await apiFetch("/api/templates/1/test-pdf", { method: "POST" });
    expect(await response.text()).toBe("%PDF-1.7");
  });
});

describe("bearer token that no longer checks out", () => {
  it("is forgotten and the call repeated once with the cookie alone", async () => {
    setApiToken("revoked");
    answer = (request, response) =>
      request.headers.authorization
        ? sendJson(response, 401, { status: 401, detail: "Sign in to continue." }, "application/problem+json")
        : sendJson(response, 200, { data: "cookie", globals: { user: null } });
    expect(await apiJson("/api/templates")).toBe("cookie");
    expect(seen.map((request) => request.headers.authorization)).toEqual(["Bearer revoked", undefined]);
    expect(getApiToken()).toBeNull();
  });

  it("is dropped in the browser once logout has cleared the flag cookie", () => {
    setApiToken("stale");
    vi.stubGlobal("document", { cookie: "lng=en", documentElement: { lang: "en" } });
    try {
      expect(getApiToken()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("start-up session exchange (docs/product.md §4)", () => {
  afterEach(() => vi.unstubAllGlobals());
  const browserWithCookies = (cookie: string) => vi.stubGlobal("document", { cookie, documentElement: { lang: "en" } });

  it("with the flag and no token: fetches a token, then refreshes with it", async () => {
    browserWithCookies("lng=en; pj_has_token=1");
    answer = (request, response) => {
      if (request.url === "/api/auth/getToken")
        return sendJson(response, 200, { data: { token: "t1" }, globals: { user: { id: 1 }, token: "t1" } });
      sendJson(response, 200, { data: {}, globals: { user: { id: 1 }, token: "t2" } });
    };
    await startApiSession();
    expect(seen.map((request) => [request.url, request.headers.authorization])).toEqual([
      ["/api/auth/getToken", undefined],
      ["/api/auth/refresh", "Bearer t1"],
    ]);
    expect(getApiToken()).toBe("t2");
  });

  it("does nothing without the flag or with a token held", async () => {
    browserWithCookies("lng=en");
    await startApiSession();
    browserWithCookies("pj_has_token=1");
    setApiToken("held");
    await startApiSession();
    expect(seen).toHaveLength(0);
  });

  it("ignores a failure after a single attempt", async () => {
    browserWithCookies("pj_has_token=1");
    answer = (_, response) => sendJson(response, 503, { status: 503 }, "application/problem+json");
    await expect(startApiSession()).resolves.toBeUndefined();
    expect(seen.map((request) => request.url)).toEqual(["/api/auth/getToken"]);
    expect(getApiToken()).toBeNull();
  });
});
