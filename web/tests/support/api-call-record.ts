import type { ApiCallRecord } from "~/features/usage/record-api-call.server";

/** The record of a generated one-page PDF of `workspaceId`, as the generation path writes it; `over` changes fields. */
export const apiCallRecord = (workspaceId: string, requestId: string, over: Partial<ApiCallRecord> = {}): ApiCallRecord => ({
  workspaceId,
  apiKeyId: null,
  templateId: null,
  requestId,
  format: "pdf",
  status: 200,
  pages: 1,
  ...over,
});
