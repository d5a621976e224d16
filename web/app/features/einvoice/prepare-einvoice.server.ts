import type { GenerateRequest, RenderJobInput } from "@paperjet/contracts";
import type { Language } from "@paperjet/einvoice";
import { einvoiceMappingSchema } from "@paperjet/template";
import { apiError } from "~/utils/api-error-locale.server";

type Options = Pick<GenerateRequest, "format" | "einvoice" | "pdf">;

/**
 * The e-invoice and PDF/A part of a generation call, before the queue: checks that the call's
 * options go together, evaluates the template's `einvoice` mapping over the data with
 * @paperjet/einvoice and answers 422 naming each broken EN 16931 rule (`errors` keyed by rule id),
 * so no file that fails validation is ever made. Returns what the render job carries: the XML
 * itself (formats cii, ubl) or the PDF/A options with Factur-X's attachment. The e-invoice library
 * (its XML writer among it) loads with the first call that asks for an e-invoice, not with the server.
 */
export async function prepareEinvoice(options: {
  document: Record<string, unknown>;
  data: Record<string, unknown>;
  request: Options;
  fieldPrefix?: string;
}): Promise<Pick<RenderJobInput, "xml" | "pdfa">> {
  const { request, document } = options;
  const prefix = options.fieldPrefix ?? "";
  const wantsXml = request.format === "cii" || request.format === "ubl";
  // Whether pdf options fit the format at all is prepareRender's check (pdfNeedsPdf).
  if (request.einvoice && request.format !== "pdf")
    throw invalid("einvoiceNeedsPdf", "einvoice factur-x needs format pdf.", `${prefix}einvoice`);
  if (request.einvoice && request.pdf?.standard === "PDF/A-2b") {
    throw invalid("facturXNeedsPdfA3", "Factur-X is a PDF/A-3b; leave out pdf.standard or ask for PDF/A-3b.", `${prefix}pdf.standard`);
  }
  // ISO 19005 forbids encryption (pdf.standard with a password is refused by the contract itself).
  if (request.einvoice && request.pdf?.password) {
    throw invalid(
      "facturXExcludesPassword",
      "A Factur-X invoice is a PDF/A, which cannot be encrypted; leave out pdf.password.",
      `${prefix}pdf.password`,
    );
  }
  const standard = request.pdf?.standard;
  if (!wantsXml && !request.einvoice) return standard ? { pdfa: { part: standard === "PDF/A-2b" ? 2 : 3 } } : {};

  const mapping = einvoiceMappingSchema.safeParse(document.einvoice);
  if (document.einvoice === undefined || !mapping.success) {
    throw invalid(
      "noEinvoiceMapping",
      "The template has no e-invoice mapping (its einvoice block): map its data to EN 16931 in the designer's E-invoice panel.",
      `${prefix}format`,
    );
  }
  const locale = typeof document.locale === "string" ? document.locale : undefined;
  const { buildInvoice, FACTUR_X, violationsByRule, writeCii, writeUbl } = await import("@paperjet/einvoice");
  const built = buildInvoice({ mapping: mapping.data, data: options.data, locale });
  if (!built.ok) {
    const { violations } = built;
    const keyed = (language: Language) =>
      Object.fromEntries(Object.entries(violationsByRule(violations, language)).map(([rule, messages]) => [`${prefix}${rule}`, messages]));
    throw apiError("validation_failed", "einvoiceRules", "The data breaks EN 16931 business rules of the e-invoice.", {
      errors: keyed("en"),
      translateErrors: (t) => keyed(t("einvoiceLanguage") === "nl" ? "nl" : "en"),
      extra: { violations: violations.map((v) => ({ rule: v.rule, path: `${prefix}${v.path}` })) },
    });
  }
  if (request.format === "cii") return { xml: writeCii(built.invoice) };
  if (request.format === "ubl") return { xml: writeUbl(built.invoice) };
  return {
    pdfa: {
      part: 3,
      attachment: {
        name: FACTUR_X.fileName,
        mimeType: FACTUR_X.mimeType,
        relationship: FACTUR_X.relationship,
        description: FACTUR_X.description,
        content: writeCii(built.invoice),
        facturX: { documentType: FACTUR_X.documentType, version: FACTUR_X.version, conformanceLevel: FACTUR_X.conformanceLevel },
      },
    },
  };
}

function invalid(key: string, english: string, field: string) {
  return apiError("validation_failed", key, english, {
    errors: { [field]: [english] },
    translateErrors: (t) => ({ [field]: [t(`errors.${key}`)] }),
  });
}
