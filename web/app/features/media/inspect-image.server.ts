import { apiError } from "~/utils/api-error-locale.server";
import { imageSize } from "image-size";
import { svgProblem } from "./check-svg.server.ts";
import { formatNumber } from "~/utils/format";

export const ALLOWED_IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
} as const;

export type ImageMime = keyof typeof ALLOWED_IMAGE_TYPES;

export interface InspectedImage {
  mime: ImageMime;
  extension: (typeof ALLOWED_IMAGE_TYPES)[ImageMime];
  width: number;
  height: number;
}

/** The format by the bytes' signature; the file name and the declared type are never trusted. */
export function sniffImageFormat(bytes: Uint8Array): ImageMime | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^[>]*(\[[\s\S]*?\])?\s*>\s*)?<svg[\s>]/i.test(head)) return "image/svg+xml";
  return undefined;
}

/**
 * Checks an upload by its content: one of the allowed formats, readable dimensions, within the pixel
 * limit (read from the header, before anything is decoded), and for SVG nothing active or external.
 */
export function inspectImage(bytes: Uint8Array, limits: { maxPixels: number }): InspectedImage {
  const mime = sniffImageFormat(bytes);
  if (!mime) {
    throw apiError(
      "unsupported_media_type",
      "imageNotAccepted",
      "This file is not an image we accept. Upload a PNG, JPEG, WebP, GIF or SVG file.",
    );
  }
  if (mime === "image/svg+xml") {
    const problem = svgProblem(Buffer.from(bytes).toString("utf8"));
    if (problem)
      // The problem is named in technical English (element and attribute names), in either language.
      throw apiError("validation_failed", "svgRefused", `This SVG cannot be used: it ${problem}.`, {
        params: { problem },
        errors: { file: [`The SVG ${problem}.`] },
        translateErrors: (t) => ({ file: [t("errors.svgRefusedField", { problem })] }),
      });
  }
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    throw apiError("validation_failed", "imageUnreadable", "This image is damaged or incomplete: its size cannot be read.", {
      errors: { file: ["The image cannot be read."] },
      translateErrors: (t) => ({ file: [t("errors.imageUnreadableField")] }),
    });
  }
  const width = Math.round(size.width ?? 0);
  const height = Math.round(size.height ?? 0);
  if (!(width > 0 && height > 0)) {
    const svg = mime === "image/svg+xml";
    const hint = svg ? " Give the SVG a width and height or a viewBox." : "";
    const key = svg ? "svgNoSize" : "imageNoSize";
    throw apiError("validation_failed", key, `This image has no size.${hint}`, {
      errors: { file: [`The image has no size.${hint}`] },
      translateErrors: (t) => ({ file: [t(`errors.${key}Field`)] }),
    });
  }
  if (width * height > limits.maxPixels) {
    const megapixels = limits.maxPixels / 1_000_000;
    const max = formatNumber(megapixels, "en");
    const message = `This image is ${width} × ${height} pixels; at most ${max} megapixels are allowed.`;
    const params = { width, height, max, megapixels };
    throw apiError("payload_too_large", "imageTooManyPixels", message, {
      params,
      errors: { file: [message] },
      translateErrors: (t) => ({ file: [t("errors.imageTooManyPixels", params)] }),
    });
  }
  return { mime, extension: ALLOWED_IMAGE_TYPES[mime], width, height };
}
