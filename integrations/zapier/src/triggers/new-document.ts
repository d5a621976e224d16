import type { Bundle, ZObject } from "zapier-platform-core";
import { apiBase } from "../api";
import { downloadJobFile } from "../hydrators";
import { verifyWebhook } from "../verify-webhook";

/** `data` of a `document.succeeded` delivery (the Job schema's public part). */
interface DocumentEvent {
  type: string;
  timestamp: string;
  data: {
    jobId: string;
    status: string;
    pages: number | null;
    fileUrl: string | null;
    expiresAt: string | null;
    metadata: Record<string, unknown> | null;
  };
}

/** What a Zap sees of one generated document; `file` is fetched only when a step uses it. */
function toItem(z: ZObject, event: DocumentEvent) {
  return {
    id: event.data.jobId,
    jobId: event.data.jobId,
    generatedAt: event.timestamp,
    pages: event.data.pages,
    expiresAt: event.data.expiresAt,
    metadata: event.data.metadata ?? {},
    file: z.dehydrateFile(downloadJobFile, { jobId: event.data.jobId }),
  };
}

/** Subscribing: a webhook endpoint of the key's workspace for `document.succeeded`, delivering to Zapier's URL. */
async function performSubscribe(z: ZObject, bundle: Bundle) {
  const response = await z.request({
    url: `${apiBase(bundle)}/api/v1/webhooks`,
    method: "POST",
    body: { url: bundle.targetUrl, events: ["document.succeeded"], description: "Zapier: New document generated" },
  });
  // Kept by Zapier as bundle.subscribeData: the id to unsubscribe and the secret that signs deliveries.
  const endpoint = (response.data as { data: { endpoint: { id: string; secret: string } } }).data.endpoint;
  return { id: endpoint.id, secret: endpoint.secret };
}

/** Unsubscribing: the endpoint goes; one deleted in Paperjet already (404) is just as gone. */
async function performUnsubscribe(z: ZObject, bundle: Bundle) {
  const id = bundle.subscribeData?.id ?? "";
  const response = await z.request({
    url: `${apiBase(bundle)}/api/v1/webhooks/${encodeURIComponent(id)}/delete`,
    method: "POST",
    skipThrowForStatus: true,
  });
  if (response.status !== 404) response.throwForStatus();
  return { deleted: true, id };
}

/** A delivery: only a correctly signed `document.succeeded` starts the Zap. */
async function perform(z: ZObject, bundle: Bundle) {
  const secret = (bundle.subscribeData as { secret?: string } | undefined)?.secret;
  const raw = bundle.rawRequest;
  if (secret && raw?.content !== undefined && !verifyWebhook(secret, raw.headers ?? {}, raw.content)) {
    z.console.log("Ignored a delivery whose webhook-signature does not match this subscription's secret.");
    return [];
  }
  const event = bundle.cleanedRequest as DocumentEvent;
  if (event?.type !== "document.succeeded") return [];
  return [toItem(z, event)];
}

/** Sample data while setting up the Zap: the latest documents the workspace's webhooks were told of. */
async function performList(z: ZObject, bundle: Bundle) {
  const response = await z.request({ url: `${apiBase(bundle)}/api/v1/webhooks/events`, params: { type: "document.succeeded" } });
  return (response.data as { data: { events: DocumentEvent[] } }).data.events.map((event) => toItem(z, event));
}

export const newDocument = {
  key: "newDocument",
  noun: "Document",
  display: {
    label: "New Document Generated",
    description: "Triggers when Paperjet finishes a document generated in the background (asynchronous generation, `document.succeeded`).",
  },
  operation: {
    type: "hook" as const,
    performSubscribe,
    performUnsubscribe,
    perform,
    performList,
    sample: {
      id: "job_3kTq0b1x",
      jobId: "job_3kTq0b1x",
      generatedAt: "2026-11-26T10:00:00.000Z",
      pages: 2,
      expiresAt: "2026-11-27T10:00:00.000Z",
      metadata: { orderId: "A-1001" },
      file: "https://zapier-dev-files.s3.amazonaws.com/cli-platform/invoice.pdf",
    },
    outputFields: [
      { key: "jobId", label: "Job ID" },
      { key: "generatedAt", label: "Generated at", type: "datetime" as const },
      { key: "pages", label: "Pages", type: "integer" as const },
      { key: "expiresAt", label: "File available until", type: "datetime" as const },
      { key: "file", label: "File", type: "file" as const },
    ],
  },
};
