import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { adminFields, adminPathHelpers } from "./admin-common.ts";

// CRM (issue 14; docs/product.md §7 "CRM"): one contact record per user, filled from sign-up, onboarding,
// the demo and contact forms and payment details; its user edits it through these calls, admins see it.

export const LIFECYCLE_STAGES = ["lead", "trial", "customer"] as const;
const field = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `This field must have a maximum length of ${max}`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The fields a user may set; an absent field stays as it is, `null` or "" clears it. */
export const crmFieldsSchema = z.object({
  company: field(150),
  jobTitle: field(100),
  phone: field(30).pipe(
    z
      .string()
      .regex(/^[+()\d\s./-]{6,30}$/, "Please enter a valid phone number")
      .nullish(),
  ),
  country: field(2).pipe(
    z
      .string()
      .regex(/^[A-Z]{2}$/, "Use a two-letter country code such as NL.")
      .nullish(),
  ),
  heardFrom: field(60),
});
export const crmStoreRequestSchema = crmFieldsSchema;
export const crmUpdateRequestSchema = crmFieldsSchema.extend({ id: z.string().trim().min(1, "Id is a required field.").max(100) });

export const crmContactSchema = z
  .object({
    id: z.string().uuid(),
    userId: z.number().int(),
    company: z.string().nullable(),
    jobTitle: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    heardFrom: z.string().nullable(),
    lifecycleStage: z.enum(LIFECYCLE_STAGES),
    sources: z
      .array(z.string())
      .openapi({ description: "Where values came from, first to last: signup, onboarding, contact, book_a_demo, payment_details, user." }),
    createdAt: adminFields.isoDate,
    updatedAt: adminFields.isoDate,
  })
  .openapi("CrmContact");
export const crmContactDataSchema = z.object({ contact: crmContactSchema });

export function registerCrmPaths(registry: OpenAPIRegistry): void {
  const { ok, invalid, body, problem } = adminPathHelpers();
  const tags = ["CRM (internal)"];
  const signedIn = { 401: problem("Not signed in.") };
  registry.registerPath({
    method: "post",
    path: "/api/crm/store",
    tags,
    summary: "Store the caller's own contact record (created when missing; the lifecycle stage is kept by the product)",
    request: body(crmStoreRequestSchema),
    responses: { ...ok("The record as it is now.", crmContactDataSchema), ...invalid, ...signedIn },
  });
  registry.registerPath({
    method: "post",
    path: "/api/crm/update",
    tags,
    summary: "Update a contact record; only its own user may",
    request: body(crmUpdateRequestSchema),
    responses: {
      ...ok("The record as it is now.", crmContactDataSchema),
      ...invalid,
      ...signedIn,
      404: problem("No such record among the caller's (another user's record is not revealed)."),
    },
  });
}
