import { AppError } from "@paperjet/contracts";

/** Multipart framing and the other fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The `file` part of a multipart upload, read with a hard cap: the declared length is checked first
 * and the stream is cut off past the limit, so an oversized upload is never held in memory whole.
 */
export async function readUploadedFile(request: Request, options: { maxBytes: number; tooLarge: string }): Promise<{ bytes: Uint8Array; name?: string }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw new AppError("unsupported_media_type", "Send the file as multipart/form-data in a field named file.");
  const tooLarge = () => new AppError("payload_too_large", options.tooLarge, { errors: { file: [options.tooLarge] } });
  const cap = options.maxBytes + MULTIPART_OVERHEAD;
  if (Number(request.headers.get("Content-Length") ?? 0) > cap) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new AppError("bad_request", "The upload is not a valid multipart body.");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw new AppError("validation_failed", "Choose a file to upload.", { errors: { file: ["Choose a file to upload."] } });
  if (file.size > options.maxBytes) throw tooLarge();
  if (file.size === 0) throw new AppError("validation_failed", "The file is empty.", { errors: { file: ["The file is empty."] } });
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name || undefined };
}
