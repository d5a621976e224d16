import {
  NodeApiError,
  NodeConnectionTypes,
  type IDataObject,
  type IHookFunctions,
  type INodeType,
  type INodeTypeDescription,
  type IWebhookFunctions,
  type IWebhookResponseData,
  type JsonObject,
} from "n8n-workflow";
import { paperjetRequest, problemMessage } from "../common/paperjet-api";
import { verifyWebhook } from "../common/verify-webhook";

interface Endpoint {
  id: string;
  url: string;
}

/** What the node keeps between activation and deliveries (the workflow's static data). */
interface TriggerState {
  endpointId?: string;
  secret?: string;
}

/**
 * Starts a workflow when Paperjet finishes a document or batch generated in the background: activating
 * the workflow adds a webhook endpoint to the key's workspace, deactivating it removes it.
 */
export class PaperjetTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: "Paperjet Trigger",
    name: "paperjetTrigger",
    icon: "file:paperjet.svg",
    group: ["trigger"],
    version: 1,
    subtitle: '={{$parameter["events"].join(", ")}}',
    description: "Starts the workflow when Paperjet finishes a document generated in the background",
    defaults: { name: "Paperjet Trigger" },
    inputs: [],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: "paperjetApi", required: true }],
    webhooks: [{ name: "default", httpMethod: "POST", responseMode: "onReceived", path: "webhook" }],
    properties: [
      {
        displayName: "Events",
        name: "events",
        type: "multiOptions",
        required: true,
        default: ["document.succeeded"],
        options: [
          { name: "Batch Failed", value: "batch.failed" },
          { name: "Batch Succeeded", value: "batch.succeeded" },
          { name: "Document Failed", value: "document.failed" },
          { name: "Document Succeeded", value: "document.succeeded" },
        ],
      },
    ],
  };

  webhookMethods = {
    default: {
      /** Registered already: the endpoint this node made still exists and points at this webhook URL. */
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const state = this.getWorkflowStaticData("node") as TriggerState;
        if (!state.endpointId) return false;
        const body = await paperjetRequest<{ data: { endpoints: Endpoint[] } }>(this, {
          method: "GET",
          path: "/api/v1/webhooks",
          json: true,
        });
        const url = this.getNodeWebhookUrl("default");
        if (body.data.endpoints.some((endpoint) => endpoint.id === state.endpointId && endpoint.url === url)) return true;
        delete state.endpointId;
        delete state.secret;
        return false;
      },
      async create(this: IHookFunctions): Promise<boolean> {
        const state = this.getWorkflowStaticData("node") as TriggerState;
        try {
          const body = await paperjetRequest<{ data: { endpoint: { id: string; secret: string } } }>(this, {
            method: "POST",
            path: "/api/v1/webhooks",
            body: {
              url: this.getNodeWebhookUrl("default"),
              events: this.getNodeParameter("events") as string[],
              description: `n8n: ${this.getWorkflow().name ?? "workflow"}`,
            },
            json: true,
          });
          // The secret is shown only in this answer; deliveries are checked against it.
          state.endpointId = body.data.endpoint.id;
          state.secret = body.data.endpoint.secret;
          return true;
        } catch (error) {
          throw new NodeApiError(this.getNode(), error as JsonObject, {
            message: problemMessage(error) ?? "Paperjet did not add the webhook endpoint",
          });
        }
      },
      async delete(this: IHookFunctions): Promise<boolean> {
        const state = this.getWorkflowStaticData("node") as TriggerState;
        if (state.endpointId) {
          try {
            await paperjetRequest(this, {
              method: "POST",
              path: `/api/v1/webhooks/${encodeURIComponent(state.endpointId)}/delete`,
              json: true,
            });
          } catch (error) {
            // Deleted in Paperjet already: just as gone.
            if (
              (error as { httpCode?: string; response?: { status?: number } }).response?.status !== 404 &&
              (error as { httpCode?: string }).httpCode !== "404"
            )
              return false;
          }
        }
        delete state.endpointId;
        delete state.secret;
        return true;
      },
    },
  };

  /** A delivery: answered 401 and dropped unless it carries this endpoint's signature. */
  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const state = this.getWorkflowStaticData("node") as TriggerState;
    const request = this.getRequestObject() as unknown as { rawBody?: Buffer; body: IDataObject };
    const raw = request.rawBody?.toString("utf8") ?? JSON.stringify(request.body);
    if (!state.secret || !verifyWebhook(state.secret, this.getHeaderData() as Record<string, unknown>, raw)) {
      this.getResponseObject().status(401).send("The webhook-signature does not match.");
      return { noWebhookResponse: true };
    }
    return { workflowData: [this.helpers.returnJsonArray([request.body])] };
  }
}
