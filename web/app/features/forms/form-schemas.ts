import { z } from "zod";
import type { ValidationMessages } from "~/utils/validation-messages";
import { COUNTRY_CODES } from "./countries";

/**
 * The public forms' rules, shared by the browser (inline errors before
 * sending) and the API (the same messages in problem+json), so both always
 * say the same thing in the visitor's language.
 */
export interface FormText {
  messages: ValidationMessages;
  label(field: string): string;
  rule(name: "invalidOption" | "invalidDate" | "dateInPast" | "dateTooFar" | "weekend"): string;
}

export const HEARD_FROM = ["search", "social", "blog", "recommendation", "event", "other"] as const;
export const INDUSTRIES = [
  "software",
  "finance",
  "ecommerce",
  "logistics",
  "healthcare",
  "education",
  "government",
  "agency",
  "other",
] as const;
export const MESSAGE_MAX = 500;
export const MESSAGE_MIN = 10;
export const PHONE_MIN = 6;
export const HONEYPOT_FIELD = "website";

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

interface Rules {
  required?: boolean;
  min?: number;
  max?: number;
  email?: boolean;
  oneOf?: readonly string[];
}

/** One text field: trimmed, the first broken rule reported (never two messages at once). */
function textField(text: FormText, name: string, rules: Rules) {
  return z
    .unknown()
    .transform((value) => (typeof value === "string" ? value.trim() : value == null ? "" : String(value)))
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      if (value === "") {
        if (rules.required) fail(text.messages.required(text.label(name)));
        return;
      }
      if (rules.email && !EMAIL.test(value)) return fail(text.messages.email());
      if (rules.oneOf && !rules.oneOf.includes(value)) return fail(text.rule("invalidOption"));
      if (rules.min !== undefined && value.length < rules.min) return fail(text.messages.minLength(rules.min));
      if (rules.max !== undefined && value.length > rules.max) return fail(text.messages.maxLength(rules.max));
    });
}

const optional = <T extends z.ZodTypeAny>(schema: T) => schema.transform((value: string) => (value === "" ? null : value));

export function contactSchema(text: FormText) {
  return z.object({
    firstName: textField(text, "firstName", { required: true, max: 100 }),
    lastName: textField(text, "lastName", { required: true, max: 100 }),
    email: textField(text, "email", { required: true, email: true, max: 254 }),
    company: optional(textField(text, "company", { max: 150 })),
    phone: optional(textField(text, "phone", { min: PHONE_MIN, max: 30 })),
    country: optional(textField(text, "country", { oneOf: COUNTRY_CODES })),
    heardFrom: optional(textField(text, "heardFrom", { oneOf: HEARD_FROM })),
    message: textField(text, "message", { required: true, min: MESSAGE_MIN, max: MESSAGE_MAX }),
  });
}
export type ContactForm = z.infer<ReturnType<typeof contactSchema>>;
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "company", "phone", "country", "heardFrom", "message"] as const;

/** `YYYY-MM-DD` of a day `offset` days from `from`, in UTC. */
export function isoDay(from: Date, offset = 0): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset));
  return day.toISOString().slice(0, 10);
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/** `YYYY-MM-DD` of the first Monday-to-Friday day at least `offset` days from `from` (UTC). */
export function weekdayFrom(from: Date, offset: number): string {
  let day = offset;
  while (isWeekend(new Date(`${isoDay(from, day)}T00:00:00Z`))) day += 1;
  return isoDay(from, day);
}

/** Demo dates may be booked from `earliest` to `latest` (inclusive, `YYYY-MM-DD`). */
export function demoSchema(text: FormText, window: { earliest: string; latest: string }) {
  return z.object({
    firstName: textField(text, "firstName", { required: true, max: 100 }),
    lastName: textField(text, "lastName", { required: true, max: 100 }),
    email: textField(text, "email", { required: true, email: true, max: 254 }),
    companyName: textField(text, "companyName", { required: true, max: 150 }),
    phone: optional(textField(text, "phone", { min: PHONE_MIN, max: 30 })),
    industry: optional(textField(text, "industry", { oneOf: INDUSTRIES })),
    jobTitle: textField(text, "jobTitle", { required: true, max: 100 }),
    preferredDate: textField(text, "preferredDate", { required: true }).superRefine((value, ctx) => {
      if (value === "") return;
      const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
      if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return fail(text.rule("invalidDate"));
      if (value < window.earliest) return fail(text.rule("dateInPast"));
      if (value > window.latest) return fail(text.rule("dateTooFar"));
      // Demos run Monday to Friday, as the form says.
      if (isWeekend(parsed)) return fail(text.rule("weekend"));
    }),
  });
}
export type DemoForm = z.infer<ReturnType<typeof demoSchema>>;
export const DEMO_FIELDS = ["firstName", "lastName", "email", "companyName", "phone", "industry", "jobTitle", "preferredDate"] as const;
/** How far ahead a demo can be booked. */
export const DEMO_DAYS_AHEAD = 183;

export function newsletterSchema(text: FormText) {
  return z.object({ email: textField(text, "email", { required: true, email: true, max: 254 }) });
}
export type NewsletterForm = z.infer<ReturnType<typeof newsletterSchema>>;
