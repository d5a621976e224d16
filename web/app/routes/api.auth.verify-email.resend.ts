import type { ActionFunctionArgs } from "@remix-run/node";
import { resendVerificationResponseSchema } from "@paperjet/contracts";
import { resendEmailVerification } from "~/features/auth/resend-email-verification.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";
import { getRequestT } from "~/utils/request-locale.server";

// Signed in, no body → 200 `{ data: { email } }` once a new verification link is on its way.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const { t } = await getRequestT(request);
    const { email } = await resendEmailVerification({ db: await getDb(), redis: getRedis(), userId: auth.user.id, t });
    const answer = resendVerificationResponseSchema.parse({ data: { email }, globals: { user: auth.user } });
    return jsonOk(answer.data, { globals: answer.globals });
  });

export const loader = onlyMethod("POST");
