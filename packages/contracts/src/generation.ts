import { z } from "./openapi-zod.ts";
import { templateVersionNumberSchema } from "./limits.ts";
import { DEFAULT_IMAGE_QUALITY, imageQualitySchema, renderContentTypeSchema, renderFormatSchema } from "./render-job.ts";

/**
 * A PDF password: 1..127 characters (AES-256 passwords are UTF-8, at most 127 bytes after
 * SASLprep), no control characters, so every viewer's password box can type it.
 */
const pdfPassword = z
  .string()
  .min(1)
  .max(127)
  .refine((value) => new TextEncoder().encode(value).length <= 127 && !/\p{Cc}/u.test(value), { message: "Invalid input" });

/** `pdf.password` and `pdf.permissions`: AES-256 encryption of the finished PDF (docs/decisions/060). */
export const pdfProtectionFields = {
  password: z
    .object({
      user: pdfPassword
        .optional()
        .openapi({ description: "Needed to open the PDF. Omitted: anyone can open it, and the permissions still hold." }),
      owner: pdfPassword.openapi({ description: "Lifts the permissions in viewers that honour them; must differ from `user`." }),
    })
    .optional()
    .openapi({
      description:
        "Encrypts the PDF with AES-256 (generate/single only; a background job would have to store it). The passwords are used once and never stored or logged.",
    }),
  permissions: z
    .object({
      print: z.boolean().default(true).openapi({ description: "Allow printing (default true)." }),
      copy: z.boolean().default(true).openapi({ description: "Allow copying text and images (default true)." }),
      modify: z.boolean().default(true).openapi({ description: "Allow changes, notes and form filling (default true)." }),
    })
    .optional()
    .openapi({ description: "What a reader without the owner password may do; needs `password`." }),
};
export type PdfPassword = { user?: string; owner: string };
export type PdfPermissions = { print: boolean; copy: boolean; modify: boolean };

/**
 * The cross-field rules of `pdf.password`/`pdf.permissions`. An encrypted file is never PDF/A
 * (ISO 19005 forbids encryption), so `password` and `standard` exclude each other; a Factur-X
 * invoice (`einvoice`, outside `pdf`) is refused with a password by the generation call itself.
 */
export function checkPdfProtection(pdf: { password?: PdfPassword; permissions?: unknown; standard?: unknown }, ctx: z.RefinementCtx): void {
  if (pdf.permissions !== undefined && pdf.password === undefined) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["permissions"],
      message: "needs password.owner",
      params: { i18n: "fields.permissionsNeedPassword" },
    });
  }
  if (pdf.password?.user !== undefined && pdf.password.user === pdf.password.owner) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["password", "owner"],
      message: "must differ from password.user",
      params: { i18n: "fields.ownerEqualsUser" },
    });
  }
  if (pdf.password !== undefined && pdf.standard !== undefined && pdf.standard !== null) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["password"],
      message: "encryption and a PDF/A standard exclude each other",
      params: { i18n: "fields.encryptionExcludesPdfA" },
    });
  }
}

/** `pdf.sign`: a PAdES B-B signature with one of the workspace's signing certificates (docs/decisions/061). */
export const pdfSignatureFields = {
  sign: z
    .object({
      certificateId: z
        .string()
        .uuid()
        .openapi({ description: "A signing certificate of the workspace (`GET /api/v1/signing-certificates`)." }),
      reason: z
        .string()
        .max(200)
        .optional()
        .openapi({ description: "Why it is signed (the signature's /Reason), e.g. `Invoice approved`." }),
      location: z.string().max(200).optional().openapi({ description: "Where it is signed (the signature's /Location)." }),
      field: z.string().min(1).max(200).optional().openapi({
        description:
          "The template's signature field (by its field name) the signature is shown in, with who signed and when; default the first one. Without a signature field the signature is invisible.",
      }),
    })
    .optional()
    .openapi({
      description: "Signs the PDF (PAdES B-B, ETSI.CAdES.detached) with one of the workspace's certificates (generate/single only).",
    }),
};

/** A signature is made on the final bytes; encryption rewrites the whole file, and the signer cannot open an encrypted one. */
export function checkPdfSignature(pdf: { sign?: unknown; password?: unknown }, ctx: z.RefinementCtx): void {
  if (pdf.sign !== undefined && pdf.password !== undefined) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["sign"],
      message: "cannot be combined with password",
      params: { i18n: "fields.signExcludesPassword" },
    });
  }
}

/** `pdf.standard`: archival PDF/A for any template (docs/pdfa.md). */
export const pdfStandardFields = {
  standard: z.enum(["PDF/A-2b", "PDF/A-3b"]).optional().openapi({
    description:
      "PDF/A-2b or PDF/A-3b (ISO 19005-2/-3, level B): XMP metadata, an sRGB output intent, fonts embedded, a document ID. Cannot be combined with `password`.",
  }),
};

/** `pdf.flatten`: form fields printed as their values instead of fillable fields (docs/template-format.md, Form fields). */
export const pdfFormFields = {
  flatten: z.boolean().optional().openapi({
    description:
      "true: the template's form fields (text fields, check boxes, signature fields) are printed with their values as the page's text, and the PDF has no form. Omitted or false: they are fillable AcroForm fields holding the values from `data`. A PDF/A is always flattened.",
  }),
};

export const pdfOptionsSchema = z
  .object({ ...pdfStandardFields, ...pdfProtectionFields, ...pdfSignatureFields, ...pdfFormFields })
  .superRefine((pdf, ctx) => {
    checkPdfProtection(pdf, ctx);
    checkPdfSignature(pdf, ctx);
  })
  .openapi("PdfOptions", { description: "What happens to the finished PDF (format pdf only)." });
export type PdfOptions = z.infer<typeof pdfOptionsSchema>;

/** `einvoice: "factur-x"`: the PDF is a PDF/A-3b carrying the template's e-invoice as `factur-x.xml` (Factur-X 1.0, EN 16931 profile). */
export const einvoiceOptionSchema = z.enum(["factur-x"]).openapi({
  description:
    "factur-x: a PDF/A-3b with the invoice's EN 16931 CII XML embedded as factur-x.xml (Factur-X 1.0 / ZUGFeRD 2.x, profile EN 16931), from the template's `einvoice` mapping. Data that breaks an EN 16931 business rule is a 422 whose `errors` are keyed by the rule id. Cannot be combined with `pdf.password`.",
});

/** Body of `POST /api/v1/generate/single/{templateId}` (api.md, Generation API). */
export const generateRequestSchema = z
  .object({
    data: z.record(z.string(), z.unknown()).optional().openapi({
      description:
        "Values for the template's bindings. Omitted: the template's saved example data (its `exampleData`, else the bindings' examples).",
    }),
    format: renderFormatSchema.default("pdf").openapi({
      description:
        "pdf; an image: png, jpeg or webp (one image per page; several pages → application/zip unless `page` picks one); or an e-invoice from the template's `einvoice` mapping: cii (UN/CEFACT CII, the Factur-X EN 16931 XML) or ubl (UBL 2.1 for Peppol BIS Billing 3.0), both application/xml.",
    }),
    einvoice: einvoiceOptionSchema.optional(),
    output: z
      .enum(["binary", "base64"])
      .default("binary")
      .openapi({ description: "binary: the file as the body; base64: a JSON envelope." }),
    version: templateVersionNumberSchema.optional().openapi({ description: "Pin a saved template version; default the latest." }),
    page: z
      .number()
      .int()
      .positive()
      .optional()
      .openapi({ description: "Images: the 1-based generated page to return instead of every page." }),
    scale: z.number().min(1).max(4).default(2).openapi({ description: "Image pixels per CSS pixel, 1..4." }),
    quality: imageQualitySchema
      .default(DEFAULT_IMAGE_QUALITY)
      .openapi({ description: "jpeg and webp: 1 (smallest) .. 100 (best); png is lossless and ignores it." }),
    test: z.boolean().default(false).openapi({ description: "Always watermarked and not counted against the plan." }),
    pdf: pdfOptionsSchema.optional(),
  })
  .openapi("GenerateRequest");
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const generateBase64ResponseSchema = z
  .object({
    data: z.object({
      file: z.string().openapi({ description: "The file, base64-encoded." }),
      contentType: z.union([renderContentTypeSchema, z.literal("application/zip")]),
      pages: z.number().int().nonnegative(),
      watermarked: z.boolean(),
      renderMs: z.number().int().nonnegative(),
    }),
  })
  .openapi("GenerateBase64Response");
export type GenerateBase64Response = z.infer<typeof generateBase64ResponseSchema>;

export const v1BindingSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    type: z.enum(["text", "number", "boolean", "date", "list"]),
    columns: z
      .array(z.object({ key: z.string(), label: z.string(), type: z.enum(["text", "number", "boolean", "date"]) }))
      .optional()
      .openapi({ description: "A list's columns: the fields of each row of the array of objects it is." }),
    example: z
      .union([z.string(), z.number(), z.boolean(), z.array(z.record(z.union([z.string(), z.number(), z.boolean()])))])
      .optional()
      .openapi({ description: "A date is YYYY-MM-DD; a list's example is its rows." }),
  })
  .openapi("Binding");

export const v1TemplateSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    version: z.number().int().positive(),
    updatedAt: z.string().datetime({ offset: true }),
    bindings: z.array(v1BindingSchema),
  })
  .openapi("TemplateSummary");

export const listTemplatesResponseSchema = z
  .object({ data: z.object({ templates: z.array(v1TemplateSchema) }) })
  .openapi("ListTemplatesResponse");
export type ListTemplatesResponse = z.infer<typeof listTemplatesResponseSchema>;
export const getTemplateResponseSchema = z.object({ data: z.object({ template: v1TemplateSchema }) }).openapi("GetTemplateResponse");
export type GetTemplateResponse = z.infer<typeof getTemplateResponseSchema>;

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    jobId: z.string().optional().openapi({ description: "On 504: the render job that did not finish in time." }),
  })
  .openapi("Problem");

/** Response headers of a successful generation. */
export const GENERATION_HEADERS = {
  pages: "X-Pages",
  renderMs: "X-Render-Ms",
  watermarked: "X-Watermarked",
  requestId: "X-Request-Id",
} as const;
