import type { LoaderFunctionArgs } from "@remix-run/node";
import { v1RecentEventsQuerySchema, v1RecentEventsResponseSchema } from "@paperjet/contracts";
import { contractJson } from "~/features/editor-sessions/api-response.server";
import { answerV1WebhookCall } from "~/features/webhooks/answer-v1-webhook-call.server";
import { listRecentWebhookEvents } from "~/features/webhooks/list-recent-webhook-events.server";
import { onlyMethod } from "~/features/api/api.server";
import { apiError } from "~/utils/api-error-locale.server";

/** `GET /api/v1/webhooks/events?type=`: the latest delivered events, the sample data of a trigger being set up. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  answerV1WebhookCall(request, async ({ db, principal }) => {
    const query = v1RecentEventsQuerySchema.safeParse({ type: new URL(request.url).searchParams.get("type") ?? undefined });
    if (!query.success)
      throw apiError("validation_failed", "invalidRequest", "The request is not valid.", { errors: { type: ["is not an event type"] } });
    return contractJson(v1RecentEventsResponseSchema, {
      data: { events: await listRecentWebhookEvents({ db, workspaceId: principal.workspaceId, type: query.data.type }) },
    });
  });

export const action = onlyMethod("GET");
