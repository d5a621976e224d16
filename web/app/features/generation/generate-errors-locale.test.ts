import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { loader as listTemplates } from "~/routes/api.v1.templates";
import { localeCookie } from "~/utils/i18next.server";
import { loadFixture } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";

// None of these calls reaches the render queue (the run's shared worker stays idle).
let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const invoice = loadFixture("invoice-en");

beforeAll(async () => {
  h = await startGenerationHarness();
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const DUTCH = { "Accept-Language": "nl-NL" };
const call = async (templateId: string, options: Parameters<typeof generateRequest>[1]) => {
  const response = (await generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} })) as Response;
  expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
  return { status: response.status, problem: await response.json() };
};

describe("generation API errors in the request's language", () => {
  it("422 for data that does not match the bindings: Dutch field messages under the same data.<path> keys", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, invoice.document);
    const body = {
      data: { ...invoice.data, invoice: { ...(invoice.data.invoice as object), overdue: "yes" }, lines: [{ hours: "three" }, "x"] },
    };

    const english = await call(id, { apiKey: user.apiKey, body });
    expect(english.status).toBe(422);
    expect(english.problem).toMatchObject({
      title: "Unprocessable Content",
      detail: "The data does not match the template's bindings.",
      errors: {
        "data.invoice.overdue": ["expected true or false"],
        "data.lines[0].hours": ["expected a number"],
        "data.lines[1]": ["expected an object"],
      },
    });

    const dutch = await call(id, { apiKey: user.apiKey, body, headers: DUTCH });
    expect(dutch.status).toBe(422);
    expect(dutch.problem).toEqual({
      ...english.problem,
      detail: "De gegevens passen niet bij de koppelingen van de template.",
      errors: {
        "data.invoice.overdue": ["verwacht true of false"],
        "data.lines[0].hours": ["verwacht een getal"],
        "data.lines[1]": ["verwacht een object"],
      },
    });
    expect(Object.keys(dutch.problem.errors)).toEqual(Object.keys(english.problem.errors));
  });

  it("422 for a wrong request body: zod's English as today, Dutch wording per issue", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, invoice.document);
    const body = { format: "docx", scale: 9, version: 0, test: "yes" };

    const english = await call(id, { apiKey: user.apiKey, body });
    expect(english.status).toBe(422);
    expect(english.problem.detail).toBe("The request is not valid.");
    expect(english.problem.errors).toEqual({
      format: ["Invalid enum value. Expected 'pdf' | 'png' | 'jpeg' | 'webp' | 'cii' | 'ubl', received 'docx'"],
      version: ["Number must be greater than 0"],
      scale: ["Number must be less than or equal to 4"],
      test: ["Expected boolean, received string"],
    });

    const dutch = await call(id, { apiKey: user.apiKey, body, headers: { "Accept-Language": "nl-NL,nl;q=0.9,en;q=0.8" } });
    expect(dutch.problem.detail).toBe("Het verzoek is niet geldig.");
    expect(dutch.problem.errors).toEqual({
      format: ["Ongeldige waarde 'docx'. Kies uit 'pdf' | 'png' | 'jpeg' | 'webp' | 'cii' | 'ubl'"],
      version: ["Het getal moet groter dan 0 zijn"],
      scale: ["Het getal moet kleiner dan of gelijk aan 4 zijn"],
      test: ["Verwacht true of false, maar dit is tekst"],
    });
  });

  it("422 for an image that cannot be used: which image and why, in Dutch too", async () => {
    const user = await h.createUser("enterprise");
    const [page, ...pages] = invoice.document.pages as { elements: unknown[] }[];
    const logo = { id: "logo-x", type: "image", x: 0, y: 0, width: 10, height: 10, src: "file:///etc/passwd" };
    const id = await h.createTemplate(user, { ...invoice.document, pages: [{ ...page, elements: [...page.elements, logo] }, ...pages] });

    const english = await call(id, { apiKey: user.apiKey, body: { data: invoice.data } });
    expect(english.status).toBe(422);
    expect(english.problem).toMatchObject({
      detail: "The image file:///etc/passwd cannot be used: the file: scheme is not allowed.",
      errors: { images: ["file:///etc/passwd: the file: scheme is not allowed"] },
    });
    const dutch = await call(id, { apiKey: user.apiKey, body: { data: invoice.data }, headers: DUTCH });
    expect(dutch).toEqual({
      status: 422,
      problem: {
        ...english.problem,
        detail: "De afbeelding file:///etc/passwd kan niet worden gebruikt: het schema file: is niet toegestaan.",
        errors: { images: ["file:///etc/passwd: het schema file: is niet toegestaan"] },
      },
    });
  });

  it("401 for a bad key and 404 for an unknown template or version, in Dutch and in today's English", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, invoice.document);
    const badKey = `${user.apiKey.slice(0, -4)}AAAA`;

    const unauthorized = await call(id, { apiKey: badKey, body: {} });
    expect(unauthorized).toMatchObject({
      status: 401,
      problem: { title: "Unauthorized", detail: "Send a valid API key as `Authorization: Bearer <apiKey>`." },
    });
    expect(await call(id, { apiKey: badKey, body: {}, headers: DUTCH })).toEqual({
      status: 401,
      problem: { ...unauthorized.problem, detail: "Stuur een geldige API-sleutel mee als `Authorization: Bearer <apiKey>`." },
    });

    const unknown = randomUUID();
    expect(await call(unknown, { apiKey: user.apiKey, body: {} })).toMatchObject({
      status: 404,
      problem: { title: "Not Found", detail: "No such template." },
    });
    expect(await call(unknown, { apiKey: user.apiKey, body: {}, headers: DUTCH })).toMatchObject({
      status: 404,
      problem: { title: "Not Found", detail: "Deze template bestaat niet." },
    });
    expect((await call(id, { apiKey: user.apiKey, body: { version: 7 } })).problem.detail).toBe("Template version 7 does not exist.");
    expect((await call(id, { apiKey: user.apiKey, body: { version: 7 }, headers: DUTCH })).problem.detail).toBe(
      "Versie 7 van deze template bestaat niet.",
    );
  });

  it("follows the locale cookie too, and answers GET /api/v1/templates in the same language", async () => {
    const cookie = { Cookie: await localeCookie.serialize("nl") };
    expect((await call(randomUUID(), { apiKey: "pj_nope", body: {}, headers: cookie })).problem.detail).toBe(
      "Stuur een geldige API-sleutel mee als `Authorization: Bearer <apiKey>`.",
    );
    const list = (headers: Record<string, string>) =>
      listTemplates({
        request: new Request("http://localhost/api/v1/templates", { headers: { Authorization: "Bearer pj_nope", ...headers } }),
        params: {},
        context: {},
      });
    const english = await list({});
    expect(english.status).toBe(401);
    expect((await english.json()).detail).toBe("Send a valid API key as `Authorization: Bearer <apiKey>`.");
    const dutch = await list(DUTCH);
    expect(dutch.status).toBe(401);
    expect(dutch.headers.get("WWW-Authenticate")).toBe('Bearer realm="paperjet"');
    expect((await dutch.json()).detail).toBe("Stuur een geldige API-sleutel mee als `Authorization: Bearer <apiKey>`.");
  });
});
