import type { HttpBackendOptions } from "i18next-http-backend";
import { DATA_LOAD_TIMEOUT_MS } from "./load-timeout";

/**
 * Fetches one translation file for i18next-http-backend. docs/product.md §7: a file that takes longer
 * than 1.5 s is given up and fetched again, and the page shows the fallback language meanwhile. A timed-out
 * or failed fetch answers status 0, which the backend retries (up to five times, 350 ms apart and
 * doubling); the backend's own fetch reported a timeout as a final error, and the page kept showing
 * translation keys for good.
 */
export const loadTranslationFile: NonNullable<HttpBackendOptions["request"]> = (_options, url, _payload, callback) => {
  fetch(url, { signal: AbortSignal.timeout(DATA_LOAD_TIMEOUT_MS) })
    .then(async (response) => callback(null, { status: response.status, data: response.ok ? await response.text() : "" }))
    .catch(() => callback(null, { status: 0, data: "" }));
};
