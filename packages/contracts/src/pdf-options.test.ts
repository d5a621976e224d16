import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkPdfProtection, generateRequestSchema, pdfProtectionFields } from "./generation.ts";

const issues = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("pdf.password and pdf.permissions", () => {
  it("accepts a password with permissions, defaulting the ones left out to allowed", () => {
    const body = generateRequestSchema.parse({ pdf: { password: { owner: "o" }, permissions: { print: false } } });
    expect(body.pdf).toEqual({ password: { owner: "o" }, permissions: { print: false, copy: true, modify: true } });
  });

  it("refuses permissions without a password, equal passwords, control characters and more than 127 bytes", () => {
    expect(issues(generateRequestSchema.safeParse({ pdf: { permissions: { copy: false } } }))).toEqual([
      "pdf.permissions: needs password.owner",
    ]);
    expect(issues(generateRequestSchema.safeParse({ pdf: { password: { user: "a", owner: "a" } } }))).toEqual([
      "pdf.password.owner: must differ from password.user",
    ]);
    expect(issues(generateRequestSchema.safeParse({ pdf: { password: { owner: "tab\there" } } }))).toEqual([
      "pdf.password.owner: Invalid input",
    ]);
    expect(issues(generateRequestSchema.safeParse({ pdf: { password: { owner: "é".repeat(64) } } }))).toEqual([
      "pdf.password.owner: Invalid input",
    ]);
    expect(issues(generateRequestSchema.safeParse({ pdf: { password: { owner: "é".repeat(63) } } }))).toEqual([]);
  });

  it("refuses encryption together with a PDF/A standard once the pdf object has one", () => {
    const merged = z.object({ ...pdfProtectionFields, standard: z.string().optional() }).superRefine(checkPdfProtection);
    expect(issues(merged.safeParse({ password: { owner: "o" }, standard: "PDF/A-3b" }))).toEqual([
      "password: encryption and a PDF/A standard exclude each other",
    ]);
    expect(issues(merged.safeParse({ standard: "PDF/A-3b" }))).toEqual([]);
  });
});
