import { pdfMetadata, pdfText } from "@paperjet/test-kit/documents";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";

let h: Awaited<ReturnType<typeof startGenerationHarness>>;

beforeAll(async () => {
  h = await startGenerationHarness();
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const call = (templateId: string, options: Parameters<typeof generateRequest>[1]) =>
  generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;

const form = {
  schemaVersion: 1,
  name: "Membership form",
  locale: "en-US",
  bindings: [
    { key: "member.name", label: "Name", type: "text", example: "Anouk Jansen" },
    { key: "member.student", label: "Student", type: "boolean", example: true },
  ],
  pages: [
    {
      size: "A4",
      orientation: "portrait",
      margin: { top: 10, right: 10, bottom: 10, left: 10 },
      elements: [
        { id: "title", type: "text", x: 20, y: 10, width: 120, height: 10, text: "Membership", role: "title" },
        { id: "name", type: "textField", x: 20, y: 30, width: 80, height: 8, field: "name", value: "{{ member.name }}" },
        { id: "student", type: "checkbox", x: 20, y: 45, width: 5, height: 5, field: "student", checked: "member.student" },
        { id: "sign", type: "signatureField", x: 20, y: 60, width: 60, height: 20, field: "signature" },
      ],
    },
  ],
};
const data = { member: { name: "Daan de Vries", student: true } };

describe("form fields through POST /api/v1/generate/single", () => {
  it("answers a fillable PDF whose fields hold the call's data", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, form);
    const response = await call(id, { apiKey: user.apiKey, body: { data } });
    expect(response.status).toBe(200);
    const fields = (await PDFDocument.load(await response.arrayBuffer())).getForm();
    expect(fields.getFields().map((f) => f.getName())).toEqual(["name", "student", "signature"]);
    expect(fields.getTextField("name").getText()).toBe("Daan de Vries");
    expect(fields.getCheckBox("student").isChecked()).toBe(true);
  }, 60_000);

  it("with pdf.flatten prints the values as text and no form", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, form);
    const response = await call(id, { apiKey: user.apiKey, body: { data, pdf: { flatten: true } } });
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdfMetadata(pdf)).toMatchObject({ Form: "none", Tagged: "yes" });
    expect(pdfText(pdf)).toContain("Daan de Vries");
  }, 60_000);

  it("flattens a PDF/A, whose fields could not embed the font a reader types in", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, form);
    const response = await call(id, { apiKey: user.apiKey, body: { data, pdf: { standard: "PDF/A-2b" } } });
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdfMetadata(pdf)).toMatchObject({ Form: "none" });
    expect(pdfText(pdf)).toContain("Daan de Vries");
  }, 60_000);

  it("refuses pdf.flatten with an image format, in the caller's language", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, form);
    const response = await call(id, {
      apiKey: user.apiKey,
      headers: { "Accept-Language": "nl" },
      body: { data, format: "png", pdf: { flatten: true } },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ pdf: ["vraagt format pdf"] });
  }, 60_000);
});
