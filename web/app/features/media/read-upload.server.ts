import { AppError } from "@paperjet/contracts";
import { parseForm, readBody } from "~/utils/read-body.server";

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
    throw new AppError("unsupported_media_type", "Send the file as multipart/form-data in a field named file.");
  const tooLarge = () => new AppError("payload_too_large", options.tooLarge, { errors: { file: [options.tooLarge] } });
  const body = await readBody(request, { maxBytes: options.maxBytes + MULTIPART_OVERHEAD, tooLarge });
  let form: FormData;
  try {
    form = await parseForm(body, type);
  } catch {
    throw new AppError("bad_request", "The upload is not a valid multipart body.");
  }
  const file = form.get("file");
  if (!file || typeof file === "string")
    throw new AppError("validation_failed", "Choose a file to upload.", { errors: { file: ["Choose a file to upload."] } });
  if (file.size > options.maxBytes) throw tooLarge();
  if (file.size === 0) throw new AppError("validation_failed", "The file is empty.", { errors: { file: ["The file is empty."] } });
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name || undefined };
}
