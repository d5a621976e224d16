import { AppError } from "@paperjet/contracts";
import { apiError } from "./api-error-locale.server.ts";
import { isCleanText } from "./parse-json-body.server.ts";

/** Page actions (log in, sign up, settings …) post a few short fields. */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;

/** 413 in the request's language (api.json errors.tooLarge). */
export function bodyTooLarge(maxBytes: number): AppError {
  return apiError("payload_too_large", "tooLarge", `The body is larger than ${maxBytes} bytes.`, { params: { max: maxBytes } });
}

/**
 * A request's body, chunked or not, read with a hard limit: a declared length past `maxBytes` is
 * refused before anything is read, and a stream is left unread from the first chunk past it, so no
 * more than `maxBytes` (plus one chunk) is ever held. Every body the app reads goes through here.
 * The reader is released, not cancelled: Remix's cancel destroys the socket before the 413 is sent;
 * web/server.mjs closes the connection of an answered request whose body was not read to the end.
 */
export async function readBody(request: Request, options: { maxBytes: number; tooLarge?: () => AppError }): Promise<Buffer> {
  const { maxBytes } = options;
  const tooLarge = options.tooLarge ?? (() => bodyTooLarge(maxBytes));
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) {
      chunks.length = 0;
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
}

/**
 * A page action's form (urlencoded or multipart) read with readBody's limit. Remix answers a thrown
 * Response with its status, so an oversized form is a 413 page and a field with a NUL a 422, not a 500.
 */
export async function readForm(request: Request, maxBytes = PAGE_FORM_MAX_BYTES): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  let bytes: Buffer;
  try {
    bytes = await readBody(request, { maxBytes });
  } catch (error) {
    if (error instanceof AppError)
      throw new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
  let form: FormData;
  try {
    form = await parseForm(bytes, type);
  } catch {
    throw new Response("The form could not be read.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  for (const [name, value] of form) {
    if (typeof value === "string" && !isCleanText(value)) {
      throw new Response(`The field ${name} contains a NUL character or a lone surrogate.`, {
        status: 422,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  }
  return form;
}

/** An upload's multipart body read by readBody; one that is no multipart form (no boundary, cut short) is a 400. */
export function parseMultipart(bytes: Buffer, type: string): Promise<FormData> {
  return parseForm(bytes, type).catch(() => {
    throw apiError("bad_request", "uploadInvalidMultipart", "The upload is not a valid multipart body.");
  });
}

/** A form body read by readBody, parsed by its Content-Type (urlencoded or multipart). */
export function parseForm(bytes: Buffer, type: string): Promise<FormData> {
  // A Buffer is a Uint8Array; the DOM typings only reject its ArrayBufferLike backing.
  return new Response(bytes as unknown as BodyInit, { headers: { "Content-Type": type } }).formData();
}
