import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { loader as listTemplates } from "~/routes/api.v1.templates";
import { loader as getApiTemplate } from "~/routes/api.v1.templates.$templateId";
import { loader as openapi } from "~/routes/api.v1.openapi[.]json";
import { Redis } from "ioredis";
import { revokeApiKey } from "~/features/api/revoke-api-key.server";
import { updateTemplate } from "~/features/templates/update-template.server";
import { getInvalidationHub } from "~/utils/invalidation.server";
import { decodeBarcodes, imageHeader, loadFixture, pdfInfo, pdfMetadata, pdfText } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";

let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const invoice = loadFixture("invoice-en");
const label = loadFixture("label");

beforeAll(async () => {
  h = await startGenerationHarness();
}, 300_000);
afterAll(async () => {
  await h?.stop();
});

const call = (templateId: string, options: Parameters<typeof generateRequest>[1]) =>
  generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("POST /api/v1/generate/single/{templateId}", () => {
  it("renders the invoice fixture: status, headers, pages and texts", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, invoice.document);
    const response = await call(id, { apiKey: user.apiKey, body: { data: invoice.data } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Invoice (English).pdf"; filename*=UTF-8''Invoice%20%28English%29.pdf`,
    );
    expect(response.headers.get("X-Watermarked")).toBe("false");
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(response.headers.get("X-Render-Ms"))).toBeGreaterThan(0);
    const pdf = await bytes(response);
    const pages = Number(response.headers.get("X-Pages"));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pdfInfo(pdf).pages).toBe(pages);
    const text = pdfText(pdf);
    expect(text).toContain("Total due: $17,942.50");
    expect(text).toContain("OVERDUE");
    expect(text).not.toContain("PAPERJET");
    // An enterprise call's record counts toward no allowance, so it is written just after the answer.
    const recorded = () => h.db.selectFrom("api_calls").selectAll().where("workspace_id", "=", user.workspaceId).execute();
    await expect.poll(async () => (await recorded()).length).toBe(1);
    const calls = await recorded();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      status: 200,
      pages,
      format: "pdf",
      watermarked: false,
      test: false,
      api_key_id: user.keyId,
      template_id: id,
    });
    expect(calls[0].bytes).toBe(pdf.length);
  });

  it("renders a PNG whose QR code decodes, as binary and as base64", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const binary = await call(id, { apiKey: user.apiKey, body: { data: label.data, format: "png" } });
    expect(binary.status).toBe(200);
    expect(binary.headers.get("Content-Type")).toBe("image/png");
    expect(decodeBarcodes(await bytes(binary))).toContain("TRK-2026-884211");
    const base64 = await call(id, { apiKey: user.apiKey, body: { data: label.data, format: "png", output: "base64", scale: 1 } });
    const json = await base64.json();
    expect(json.data).toMatchObject({ contentType: "image/png", pages: 1, watermarked: false });
    expect(decodeBarcodes(Buffer.from(json.data.file, "base64"))).toContain("TRK-2026-884211");
  });

  it("returns several PNG pages as a zip, or one page when `page` picks it", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, invoice.document);
    const zip = await call(id, { apiKey: user.apiKey, body: { data: invoice.data, format: "png", scale: 1 } });
    expect(zip.headers.get("Content-Type")).toBe("application/zip");
    const archive = await bytes(zip);
    expect(archive.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(archive.toString("latin1").match(/\.png/g)!.length).toBeGreaterThanOrEqual(2 * Number(zip.headers.get("X-Pages")));
    // The first entry's MS-DOS date (local header offset 12): today, not 1980-01-01.
    const dos = archive.readUInt16LE(12);
    const today = new Date();
    expect([1980 + (dos >> 9), (dos >> 5) & 15, dos & 31]).toEqual([today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()]);
    const one = await call(id, { apiKey: user.apiKey, body: { data: invoice.data, format: "png", page: 2, scale: 1 } });
    expect(one.headers.get("Content-Type")).toBe("image/png");
    expect((await bytes(one)).subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("renders JPEG and WebP at the page's pixel size, smaller at a lower quality, and zips their pages under .jpg and .webp", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    // The label is 100 × 150 mm: 377.95 × 566.93 CSS pixels at 96 dpi.
    const jpeg = await call(id, { apiKey: user.apiKey, body: { data: label.data, format: "jpeg", scale: 1 } });
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get("Content-Type")).toBe("image/jpeg");
    expect(jpeg.headers.get("Content-Disposition")).toContain('filename="Shipping label.jpg"');
    const jpegBytes = await bytes(jpeg);
    expect(imageHeader(jpegBytes)).toEqual({ format: "jpeg", width: 378, height: 567 });
    expect(decodeBarcodes(jpegBytes)).toContain("TRK-2026-884211");
    const webp = await call(id, { apiKey: user.apiKey, body: { data: label.data, format: "webp", scale: 2, output: "base64" } });
    const json = await webp.json();
    expect(json.data).toMatchObject({ contentType: "image/webp", pages: 1 });
    expect(imageHeader(Buffer.from(json.data.file, "base64"))).toEqual({ format: "webp", width: 756, height: 1134 });
    const small = await bytes(await call(id, { apiKey: user.apiKey, body: { data: label.data, format: "jpeg", scale: 1, quality: 10 } }));
    expect(imageHeader(small).format).toBe("jpeg");
    expect(small.length).toBeLessThan(jpegBytes.length * 0.8);
    const outOfRange = await call(id, { apiKey: user.apiKey, body: { data: label.data, format: "jpeg", quality: 0 } });
    expect(outOfRange.status).toBe(422);
    expect((await outOfRange.json()).errors).toHaveProperty("quality");
    const multi = await h.createTemplate(user, invoice.document);
    const zip = await bytes(await call(multi, { apiKey: user.apiKey, body: { data: invoice.data, format: "webp", scale: 1 } }));
    expect(zip.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(zip.toString("latin1")).toContain("Invoice (English)-2.webp");
  });

  it("renders the bindings' example data when data is omitted", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const response = await call(id, { apiKey: user.apiKey, body: {} });
    expect(pdfText(await bytes(response))).toContain("TO: JANE DOE");
  });

  it("names the file after the template in any script, and the PDF's Title and Author after the template and workspace", async () => {
    const user = await h.createUser("enterprise");
    await h.db.updateTable("workspaces").set({ name: "Werkplaats €uro" }).where("id", "=", user.workspaceId).execute();
    const id = await h.createTemplate(user, { ...label.document, name: "Factuur Zoë & Café" }, "Factuur Zoë & Café");
    const response = await call(id, { apiKey: user.apiKey, body: { data: label.data } });
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Factuur Zoe & Cafe.pdf"; filename*=UTF-8''Factuur%20Zo%C3%AB%20%26%20Caf%C3%A9.pdf`,
    );
    const info = pdfMetadata(await bytes(response));
    expect(info).toMatchObject({ Title: "Factuur Zoë & Café", Author: "Werkplaats €uro", Creator: "Paperjet", Producer: "Paperjet" });
    expect(Date.now() - Date.parse(info.CreationDate!)).toBeLessThan(60_000);
  });

  it("moves a chart below a 200-row table: its text follows the table's last row, on no page before it", async () => {
    const user = await h.createUser("enterprise");
    const rows = Array.from({ length: 200 }, (_, i) => ({ n: `Row ${i + 1}` }));
    const document = {
      schemaVersion: 1,
      name: "Rows and chart",
      locale: "en-US",
      bindings: [],
      pages: [
        {
          size: "A4",
          orientation: "portrait",
          margin: { top: 15, right: 15, bottom: 15, left: 15 },
          elements: [
            {
              id: "rows",
              type: "table",
              x: 15,
              y: 20,
              width: 120,
              height: 20,
              each: "rows",
              columns: [{ header: "Row", value: "{{ row.n }}", width: 120 }],
              moveDown: true,
            },
            {
              id: "chart",
              type: "chart",
              chartType: "bar",
              x: 15,
              y: 50,
              width: 120,
              height: 60,
              labels: "chart.labels",
              series: [{ name: "Sales", values: "chart.values", color: "#336699" }],
              moveDown: true,
            },
          ],
        },
      ],
      exampleData: { rows, chart: { labels: ["Kwartaal-een", "Kwartaal-twee"], values: [3, 5] } },
    };
    const id = await h.createTemplate(user, document);
    const response = await call(id, { apiKey: user.apiKey, body: {} });
    expect(response.status).toBe(200);
    const pages = pdfText(await bytes(response))
      .split("\f")
      .filter((p) => p.trim());
    const lastRowPage = pages.findIndex((p) => /\bRow 200\b/.test(p));
    const chartPage = pages.findIndex((p) => p.includes("Kwartaal-een"));
    expect(lastRowPage).toBeGreaterThan(0);
    expect(chartPage).toBeGreaterThanOrEqual(lastRowPage);
    if (chartPage === lastRowPage) expect(pages[chartPage]!.indexOf("Kwartaal-een")).toBeGreaterThan(pages[chartPage]!.indexOf("Row 200"));
  });

  it("renders the template's saved exampleData when data is omitted, the same document as sending it", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, { ...label.document, exampleData: label.data });
    const omitted = pdfText(await bytes(await call(id, { apiKey: user.apiKey, body: {} })));
    expect(omitted).toContain("TO: MARIEKE");
    expect(omitted).toBe(pdfText(await bytes(await call(id, { apiKey: user.apiKey, body: { data: label.data } }))));
  });

  it("answers 422 listing each field whose value does not match the bindings", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, invoice.document);
    const response = await call(id, {
      apiKey: user.apiKey,
      body: { data: { ...invoice.data, invoice: { ...(invoice.data.invoice as object), overdue: "yes" }, lines: [{ hours: "three" }] } },
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("Content-Type")).toMatch(/application\/problem\+json/);
    const problem = await response.json();
    expect(Object.keys(problem.errors)).toEqual(expect.arrayContaining(["data.invoice.overdue", "data.lines[0].hours"]));
    const calls = await h.db.selectFrom("api_calls").select(["status"]).where("workspace_id", "=", user.workspaceId).execute();
    expect(calls).toEqual([{ status: 422 }]);
  });

  it("renders a pinned version, and 404s an unknown one", async () => {
    const user = await h.createUser("enterprise");
    const v2 = { ...label.document, name: "Label v2" };
    const id = await h.createTemplate(user, v2);
    await h.db.updateTable("templates").set({ version: 2 }).where("id", "=", id).execute();
    const v1 = structuredClone(label.document) as { pages: { elements: { id: string; text?: string }[] }[] };
    v1.pages[0].elements.find((e) => e.id === "to")!.text = "VERSION ONE {{ to.name }}";
    await h.db
      .insertInto("template_versions")
      .values({ template_id: id, version: 1, name: "Label v1", document: JSON.stringify(v1) })
      .execute();
    const pinned = await call(id, { apiKey: user.apiKey, body: { data: label.data, version: 1 } });
    expect(pdfText(await bytes(pinned))).toContain("VERSION ONE Marieke");
    const latest = await call(id, { apiKey: user.apiKey, body: { data: label.data } });
    expect(pdfText(await bytes(latest))).toContain("TO: MARIEKE");
    expect((await call(id, { apiKey: user.apiKey, body: { version: 7 } })).status).toBe(404);
  });

  it("renders a save from the next call on, whether this web process or another one saved it", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    await expect.poll(() => getInvalidationHub().live, { timeout: 5_000 }).toBe(true);
    const withText = (text: string) => {
      const doc = structuredClone(label.document) as { pages: { elements: { id: string; text?: string }[] }[] };
      doc.pages[0].elements.find((e) => e.id === "to")!.text = text;
      return doc;
    };
    const render = async () => pdfText(await bytes(await call(id, { apiKey: user.apiKey, body: { data: label.data } })));
    expect(await render()).toContain("TO: MARIEKE");
    expect(await render()).toContain("TO: MARIEKE");
    await updateTemplate({
      db: h.db,
      workspaceId: user.workspaceId,
      userId: user.userId,
      id,
      version: 1,
      document: withText("SAVED HERE {{ to.name }}"),
    });
    expect(await render()).toContain("SAVED HERE Marieke");
    // Another web process saves (straight in the database) and announces it over Redis.
    await h.db
      .updateTable("templates")
      .set({ document: JSON.stringify(withText("SAVED ELSEWHERE {{ to.name }}")), version: 3 })
      .where("id", "=", id)
      .execute();
    const otherProcess = new Redis(process.env.REDIS_URL!);
    await otherProcess.publish("paperjet:invalidate", JSON.stringify({ kind: "template", id }));
    await otherProcess.quit();
    await expect.poll(render, { timeout: 5_000 }).toContain("SAVED ELSEWHERE Marieke");
  });

  it("refuses bad, missing and revoked keys with 401, and another user's template with 404", async () => {
    const a = await h.createUser("enterprise");
    const b = await h.createUser("enterprise");
    const id = await h.createTemplate(a, label.document);
    expect((await call(id, { body: {} })).status).toBe(401);
    expect((await call(id, { apiKey: `${a.apiKey.slice(0, -4)}AAAA`, body: {} })).status).toBe(401);
    const other = await call(id, { apiKey: b.apiKey, body: {} });
    expect(other.status).toBe(404);
    const list = await listTemplates({
      request: new Request("http://localhost/api/v1/templates", { headers: { Authorization: `Bearer ${b.apiKey}` } }),
      params: {},
      context: {},
    });
    expect((await list.json()).data.templates).toEqual([]);
    await revokeApiKey({ db: h.db, workspaceId: a.workspaceId, keyId: a.keyId });
    expect((await call(id, { apiKey: a.apiKey, body: {} })).status).toBe(401);
  });

  it("refuses file: and javascript: image sources with 422 before rendering", async () => {
    const user = await h.createUser("enterprise");
    for (const src of ["file:///etc/passwd", "javascript:alert(1)"]) {
      const document = structuredClone(label.document) as { pages: { elements: unknown[] }[] };
      document.pages[0].elements.push({ id: "logo", type: "image", x: 5, y: 5, width: 20, height: 20, src: "{{ logo }}" });
      const id = await h.createTemplate(user, document);
      const response = await call(id, { apiKey: user.apiKey, body: { data: { ...label.data, logo: src } } });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(`${src.split(":")[0]}: scheme is not allowed`);
    }
  });

  it("inlines data: images and uploads, so the offline worker prints them", async () => {
    const user = await h.createUser("enterprise");
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
    const document = structuredClone(label.document) as { pages: { elements: unknown[] }[] };
    document.pages[0].elements.push({ id: "logo", type: "image", x: 5, y: 5, width: 20, height: 20, src: `data:image/png;base64,${png}` });
    const id = await h.createTemplate(user, document);
    const response = await call(id, { apiKey: user.apiKey, body: { data: label.data } });
    expect(response.status).toBe(200);
  });
});

describe("GET /api/v1/templates and the OpenAPI document", () => {
  it("lists only the key owner's templates with their bindings", async () => {
    const user = await h.createUser("free");
    await h.createTemplate(user, label.document, "Mine");
    const response = await listTemplates({
      request: new Request("http://localhost/api/v1/templates", { headers: { Authorization: `Bearer ${user.apiKey}` } }),
      params: {},
      context: {},
    });
    const { data } = await response.json();
    expect(data.templates).toHaveLength(1);
    expect(data.templates[0]).toMatchObject({ name: "Mine", version: 1 });
    expect(data.templates[0].bindings.map((b: { key: string }) => b.key)).toContain("tracking");
  });

  it("answers one of the key owner's templates, and 404 for another workspace's or a malformed id", async () => {
    const owner = await h.createUser("free");
    const other = await h.createUser("free");
    const id = await h.createTemplate(owner, label.document, "Mine");
    const get = (templateId: string, apiKey: string) =>
      getApiTemplate({
        request: new Request(`http://localhost/api/v1/templates/${templateId}`, { headers: { Authorization: `Bearer ${apiKey}` } }),
        params: { templateId },
        context: {},
      });
    const response = await get(id, owner.apiKey);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.template).toMatchObject({ id, name: "Mine", version: 1 });
    expect(data.template.bindings.map((b: { key: string }) => b.key)).toContain("tracking");
    expect((await get(id, other.apiKey)).status).toBe(404);
    expect((await get("not-a-uuid", owner.apiKey)).status).toBe(404);
    expect((await get(id, "pj_live_wrong")).status).toBe(401);
  });

  it("serves an OpenAPI 3.1 document generated from the schemas", async () => {
    const doc = await (await openapi({ request: new Request("http://localhost/api/v1/openapi.json"), params: {}, context: {} })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/v1/generate/single/{templateId}", "/api/v1/templates"]));
    expect(doc.components.schemas.GenerateRequest.properties.format.enum).toEqual(["pdf", "png", "jpeg", "webp", "cii", "ubl"]);
    expect(doc.components.schemas.GenerateRequest.properties.quality).toMatchObject({ minimum: 1, maximum: 100, default: 85 });
  });
});
