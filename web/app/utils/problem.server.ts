import type { ZodError } from "zod";
import type { AppError, FieldErrors } from "@paperjet/contracts";

export function problemResponse(error: AppError, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set("Content-Type", "application/problem+json; charset=utf-8");
  for (const [name, value] of Object.entries(error.headers ?? {})) merged.set(name, value);
  return new Response(JSON.stringify(error.toProblem()), { status: error.status, headers: merged });
}

/** Turns zod issues into `{ "customer.name": ["…"] }`. */
export function fieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("") || "body";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
