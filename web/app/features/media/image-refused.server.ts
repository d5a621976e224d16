import type { AppError } from "@paperjet/contracts";
import { apiError, type ApiT } from "~/utils/api-error-locale.server";

/** Why an image cannot be used: `imageReasons.<key>` in api.json, and `english` exactly as English callers read it. */
export interface ImageReason {
  key: string;
  params?: Record<string, unknown>;
  english: string;
}

/**
 * The 422 for an image source that cannot be used, with the reason in the
 * detail and under `errors.images`, both in the request's language. Long
 * sources are shortened to 120 characters unless `whole` is set.
 */
export function imageRefused(source: string, reason: ImageReason, options: { whole?: boolean } = {}): AppError {
  const shown = options.whole || source.length <= 120 ? source : `${source.slice(0, 117)}...`;
  const worded = (t: ApiT) => ({ source: shown, reason: t(`imageReasons.${reason.key}`, reason.params) });
  return apiError("validation_failed", "imageRefused", `The image ${shown} cannot be used: ${reason.english}.`, {
    translateParams: worded,
    errors: { images: [`${shown}: ${reason.english}`] },
    translateErrors: (t) => ({ images: [t("errors.imageRefusedField", worded(t))] }),
  });
}
