import { randomUUID } from "node:crypto";
import { formSubmissionDataSchema } from "@paperjet/contracts";
import { z } from "zod";
import { fieldErrors, jsonOk, readJson } from "~/features/api/api.server";
import { assertSameOrigin, getOptionalUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { isLocale } from "~/utils/locale";
import { getRedis } from "~/utils/redis.server";
import { getRequestLocale } from "~/utils/request-locale.server";
import { clientAddress } from "~/utils/client-address.server";
import { enforceFormRateLimit } from "./enforce-form-rate-limit.server";
import { contactSchema, DEMO_DAYS_AHEAD, demoSchema, HONEYPOT_FIELD, isoDay, newsletterSchema } from "./form-schemas";
import { getFormText } from "./get-form-text.server";
import { saveFormSubmission, type FormKind } from "./save-form-submission.server";
import { subscribeToNewsletter } from "./subscribe-to-newsletter.server";
import { buildFormNotificationMail } from "~/features/mail/form-notification-mail.server";
import { sendMailLater } from "~/features/mail/send-mail.server";
import { apiError } from "~/utils/api-error-locale.server";

/** Submissions per visitor and form in one window. Generous for people, useless for a spam run. */
export const FORM_RATE_LIMIT = { limit: 10, windowSeconds: 600 };

const envelope = z.object({ locale: z.unknown().optional(), [HONEYPOT_FIELD]: z.unknown().optional() }).passthrough();

/**
 * `POST /api/forms/{contact,book-a-demo,newsletter}`: same-origin check, rate
 * limit, honeypot, validation with the product's wording in the visitor's
 * language (422 with field errors), then stored. Answers 201.
 */
export async function handleFormPost(request: Request, kind: FormKind): Promise<Response> {
  assertSameOrigin(request);
  const body = await readJson(request, envelope, { maxBytes: 20_000 });
  const locale = isLocale(body.locale) ? body.locale : await getRequestLocale(request);
  await enforceFormRateLimit({ redis: getRedis(), form: kind, client: clientAddress(request), ...FORM_RATE_LIMIT });
  const globals = { user: await getOptionalUser(request) };

  // A filled-in honeypot gets the normal answer, so a bot learns nothing, and nothing is stored.
  const trap = body[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") {
    return jsonOk(formSubmissionDataSchema.parse({ submission: { id: randomUUID(), kind, createdAt: new Date().toISOString() } }), {
      status: 201,
      globals,
    });
  }

  const text = await getFormText(locale);
  const db = await getDb();
  let saved;
  if (kind === "contact" || kind === "book_a_demo") {
    // The visitor's "today" may be yesterday in UTC; one day of slack either way.
    const now = new Date();
    const form =
      kind === "contact"
        ? validate(contactSchema(text), body)
        : validate(demoSchema(text, { earliest: isoDay(now, -1), latest: isoDay(now, DEMO_DAYS_AHEAD + 1) }), body);
    saved = await saveFormSubmission(db, { kind, email: form.email, locale, data: form });
    // Stored first, so a mail server that is down loses no lead; the operator hears after the visitor's answer.
    sendMailLater(await buildFormNotificationMail({ kind, email: form.email, fields: form }));
  } else {
    const form = validate(newsletterSchema(text), body);
    saved = await subscribeToNewsletter(db, { email: form.email, locale });
  }
  return jsonOk(
    formSubmissionDataSchema.parse({ submission: { id: saved.id, kind: saved.kind, createdAt: new Date(saved.created_at).toISOString() } }),
    { status: 201, globals },
  );
}

function validate<S extends z.ZodTypeAny>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw apiError("validation_failed", "formInvalid", "Some fields are not filled in correctly.", { errors: fieldErrors(parsed.error) });
  return parsed.data;
}
