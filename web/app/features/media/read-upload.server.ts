import { AppError } from "@paperjet/contracts";
import { parseMultipart, readBody } from "~/utils/read-body.server";
import { apiError, localizedError } from "~/utils/api-error-locale.server";

/** 413 with the caller's wording of the limit (already in the request's language, from validationMessages). */
export function uploadTooLarge(message: string): AppError {
  return localizedError("payload_too_large", message, { errors: { file: [message] } });
}

/** Multipart framing and the other fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The `file` part of a multipart upload, read with readBody's hard cap, so an oversized upload is
 * never held in memory whole.
 */
export async function readUploadedFile(
  request: Request,
  options: { maxBytes: number; tooLarge: string },
): Promise<{ bytes: Uint8Array; name?: string }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type))
    throw apiError("unsupported_media_type", "uploadNotMultipart", "Send the file as multipart/form-data in a field named file.");
  const tooLarge = () => uploadTooLarge(options.tooLarge);
  const body = await readBody(request, { maxBytes: options.maxBytes + MULTIPART_OVERHEAD, tooLarge });
  const form = await parseMultipart(body, type);
  const file = form.get("file");
  if (!file || typeof file === "string")
    throw apiError("validation_failed", "uploadNoFile", "Choose a file to upload.", {
      errors: { file: ["Choose a file to upload."] },
      translateErrors: (t) => ({ file: [t("errors.uploadNoFile")] }),
    });
  if (file.size > options.maxBytes) throw tooLarge();
  if (file.size === 0)
    throw apiError("validation_failed", "uploadEmpty", "The file is empty.", {
      errors: { file: ["The file is empty."] },
      translateErrors: (t) => ({ file: [t("errors.uploadEmpty")] }),
    });
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name || undefined };
}
