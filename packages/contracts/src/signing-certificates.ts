import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";

/** One signing certificate as listed: never the file or its passphrase. */
export const signingCertificateSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    subject: z.string(),
    issuer: z.string(),
    notBefore: z.string().datetime(),
    notAfter: z.string().datetime(),
    fingerprint: z.string().openapi({ description: "SHA-256 of the certificate (DER), hex." }),
    createdAt: z.string().datetime(),
  })
  .openapi("SigningCertificate");
export type SigningCertificate = z.infer<typeof signingCertificateSchema>;

/** Multipart body of `POST /api/v1/signing-certificates`. */
export const uploadSigningCertificateSchema = z
  .object({
    file: z
      .string()
      .openapi({ format: "binary", description: "The PKCS#12 file (.p12/.pfx) with an RSA key and its certificate, at most 64 kB." }),
    passphrase: z.string().max(1_000).openapi({ description: "Opens the file; kept sealed with it, never shown again." }),
    name: z.string().max(200).optional().openapi({ description: "Shown in lists; default the certificate's common name." }),
  })
  .openapi("SigningCertificateUpload");

export const signingCertificateResponseSchema = z.object({ data: z.object({ certificate: signingCertificateSchema }) });
export const signingCertificatesResponseSchema = z.object({ data: z.object({ certificates: z.array(signingCertificateSchema) }) });

type ProblemFn = (description: string) => { description: string; content: { "application/problem+json": { schema: z.ZodTypeAny } } };

/** The certificate calls of `/api/v1` (docs/decisions/062). */
export function registerSigningCertificatePaths(
  registry: OpenAPIRegistry,
  shared: { security: Record<string, string[]>[]; problem: ProblemFn; common: Record<number, unknown> },
): void {
  const { security, problem } = shared;
  const common = shared.common as Record<number, ReturnType<ProblemFn>>;
  const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
  const tags = ["Signing certificates"];
  registry.registerPath({
    method: "post",
    path: "/api/v1/signing-certificates",
    tags,
    summary: "Upload a signing certificate for `pdf.sign`",
    security,
    request: { body: { required: true, content: { "multipart/form-data": { schema: uploadSigningCertificateSchema } } } },
    responses: {
      201: { description: "Stored, sealed with its passphrase.", ...json(signingCertificateResponseSchema) },
      422: problem(
        "The passphrase does not open the file (`errors.passphrase`), or the file is no PKCS#12 with an RSA key (`errors.file`).",
      ),
      ...common,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v1/signing-certificates",
    tags,
    summary: "List the workspace's signing certificates",
    security,
    responses: {
      200: { description: "Certificates, newest first, without their files.", ...json(signingCertificatesResponseSchema) },
      ...common,
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/v1/signing-certificates/{id}",
    tags,
    summary: "Delete a signing certificate",
    security,
    request: { params: z.object({ id: z.string().uuid() }) },
    responses: {
      200: { description: "Deleted.", ...json(z.object({ data: z.object({ deleted: z.literal(true) }) })) },
      404: problem("No such certificate in this workspace."),
      ...common,
    },
  });
}
