import type { ActionFunctionArgs } from "@remix-run/node";
import { demoSessionResponseSchema } from "@paperjet/contracts";
import { answerSessionCall, contractJson } from "~/features/editor-sessions/api-response.server";
import { createDemoSession } from "~/features/editor-sessions/create-demo-session.server";
import { checkRateLimit } from "~/features/generation/check-rate-limit.server";
import { onlyMethod } from "~/features/api/api.server";
import { clientAddress } from "~/utils/client-address.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { getRedis } from "~/utils/redis.server";
import { getRequestLocale } from "~/utils/request-locale.server";

const DEMOS_PER_MINUTE = 10;
const postOnly = onlyMethod("POST");

/** `POST /api/editor-sessions/demo`: a session of the public live demo (no account; the sandbox workspace). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerSessionCall(request, async () => {
    await checkRateLimit({ redis: getRedis(), tenantId: `sdk-demo:${clientAddress(request)}`, limitPerMinute: DEMOS_PER_MINUTE });
    const session = await createDemoSession({ db: await getDb(), appUrl: env().APP_URL, locale: await getRequestLocale(request) });
    return contractJson(demoSessionResponseSchema, { data: { url: session.url, expiresAt: session.expiresAt } }, 201);
  });
}

export const loader = postOnly;
