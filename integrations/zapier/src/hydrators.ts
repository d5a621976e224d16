import type { Bundle, ZObject } from "zapier-platform-core";
import { apiBase } from "./api";

/**
 * An asynchronous job's file, fetched with the API key and stashed where later Zap steps can read it.
 * Zapier runs it only when a step uses the file (z.dehydrateFile), and before `expiresAt`.
 */
export async function downloadJobFile(z: ZObject, bundle: Bundle): Promise<string> {
  const response = z.request({
    url: `${apiBase(bundle)}/api/v1/jobs/${encodeURIComponent(String(bundle.inputData.jobId))}/file`,
    raw: true,
  });
  return z.stashFile(response);
}

export const hydrators = { downloadJobFile };
