import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { problemSchema } from "./generation.ts";
import { z } from "./openapi-zod.ts";
import { ENGLISH_WORDING, requiredString, workspaceGlobalsSchema, type RequestWording } from "./workspaces.ts";

// "Billing" of api.md (docs/product.md §7 Subscription, §9). Amounts are integers in minor units
// (2900 is €29.00). Request schemas take the product's validation wording (docs/product.md §5).

export const PLAN_IDS = ["free", "basic", "enterprise"] as const;
export const planIdSchema = z.enum(PLAN_IDS).openapi("PlanId");
export const billingPeriodSchema = z.enum(["monthly", "annually"]).openapi("BillingPeriod");
/** Chargebee's subscription statuses (the manual provider uses the same words). */
export const subscriptionStatusSchema = z
  .enum(["future", "in_trial", "active", "non_renewing", "paused", "cancelled"])
  .openapi("SubscriptionStatus");
/** Chargebee's invoice statuses, the six of the billing history (docs/product.md §3). */
export const INVOICE_STATUSES = ["paid", "not_paid", "payment_due", "pending", "posted", "voided"] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES).openapi("InvoiceStatus");

export const pricingPlanSchema = z
  .object({
    id: planIdSchema,
    name: z.string(),
    prices: z
      .object({
        monthly: z.number().int().nonnegative().openapi({ description: "Per month, minor units, excluding VAT." }),
        annually: z.number().int().nonnegative().openapi({ description: "Per year, minor units, excluding VAT." }),
      })
      .nullable()
      .openapi({ description: "null: a custom price (contact us)." }),
    currency: z.string().length(3),
    pdfsPerMonth: z.number().int().positive().nullable().openapi({ description: "null: unlimited." }),
    cleanPdfs: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .openapi({ description: "Generations ever made without a watermark before every further one carries it; null: no such limit." }),
    watermark: z.boolean().openapi({ description: "Whether generations on this plan (can) carry a watermark." }),
    support: z.enum(["standard", "priority", "24/7"]),
    contactSales: z.boolean(),
    trialDays: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: "Days a new workspace tries this plan without a card (0: no trial)." }),
  })
  .openapi("PricingPlan");

export const pricingPlansDataSchema = z.object({ plans: z.array(pricingPlanSchema) });

export const subscriptionSchema = z
  .object({
    plan: planIdSchema,
    period: billingPeriodSchema,
    status: subscriptionStatusSchema,
    trialEndsAt: z.string().datetime().nullable(),
    trialDaysLeft: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .openapi({ description: "Whole days left of a running trial; null outside a trial." }),
    currentPeriodEnd: z.string().datetime().nullable(),
    scheduledChange: z
      .object({ plan: planIdSchema, period: billingPeriodSchema, effectiveAt: z.string().datetime() })
      .nullable()
      .optional()
      .openapi({ description: "A confirmed downgrade waiting for the end of the paid period; null: none." }),
  })
  .openapi("Subscription");

export const changeTimingSchema = z.enum(["now", "period_end"]).openapi("PlanChangeTiming");

export const planQuoteSchema = z
  .object({
    plan: planIdSchema,
    period: billingPeriodSchema,
    price: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: "The new plan's price for one period, minor units, excluding VAT (0 for Free)." }),
    credit: z.number().int().nonnegative().openapi({
      description:
        "Credit for the unused part of the current paid period (prorated by day), and credit left from earlier changes, minor units.",
    }),
    amountDueNow: z.number().int().nonnegative().openapi({
      description:
        "What the change invoices now: the price less the credit, VAT included (0 when the change waits for the end of the period). Credit beyond the price stays for the next invoices.",
    }),
    currency: z.string().length(3),
    when: changeTimingSchema.openapi({
      description:
        '`now`, or `period_end` (downgrades and annual → monthly wait for the end of the paid period unless `when: "now"` is asked).',
    }),
    effectiveAt: z.string().datetime(),
  })
  .openapi("PlanQuote");

export const paymentMethodSchema = z.enum(["card", "sepa", "bank_transfer"]);

export const paymentDetailsSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    country: z.string().length(2),
    companyName: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: "The business the invoices are for (with a VAT ID: a business customer)." }),
    address: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: "Street, postcode and city as printed on invoices (line breaks kept)." }),
    vatId: z.string().nullable().optional().openapi({
      description:
        "EU VAT identification number (country prefix + number). A business in another member state than the seller's is reverse-charged (0 % VAT).",
    }),
  })
  .openapi("PaymentDetails");

export const subscriptionConfigurationSchema = z.object({
  provider: z.enum(["chargebee", "manual"]),
  subscription: subscriptionSchema,
  usage: z.object({ used: z.number().int().nonnegative(), allowance: z.number().int().positive().nullable() }),
  paymentMethods: z.array(paymentMethodSchema),
  paymentDetails: paymentDetailsSchema.nullable(),
  canManage: z.boolean().openapi({ description: "Whether the caller may change billing (the workspace's owners)." }),
  selfServe: z.boolean().openapi({
    description:
      'Whether paid plans can be chosen here. Manual invoicing without the seller\'s details configured (OPERATOR_*): false, paid plans say "contact us to upgrade".',
  }),
});

export const invoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().openapi({ description: "The invoice number printed on it." }),
    date: z.string().datetime(),
    description: z.string().openapi({ description: "As issued (manual invoices: English; `plan` and `period` name it in any language)." }),
    plan: z
      .string()
      .nullable()
      .openapi({ description: "The plan a manual invoice is for (free, basic, enterprise); null from Chargebee." }),
    period: z.string().nullable().openapi({ description: "monthly or annually; null from Chargebee." }),
    amount: z.number().int().openapi({ description: "Total including VAT, minor units." }),
    currency: z.string().length(3),
    status: invoiceStatusSchema,
  })
  .openapi("Invoice");
export const invoicesDataSchema = z.object({ invoices: z.array(invoiceSchema) });

export const paymentSourceSchema = z
  .object({ id: z.string(), type: paymentMethodSchema, label: z.string(), primary: z.boolean() })
  .openapi("PaymentSource");
export const paymentSourcesDataSchema = z.object({
  paymentSources: z.array(paymentSourceSchema),
  bankTransfer: z
    .object({ accountHolder: z.string(), iban: z.string(), bic: z.string().nullable() })
    .nullable()
    .openapi({ description: "Manual provider: where to transfer an invoice's amount to." }),
});

export const choosePlanDataSchema = z.object({
  quote: planQuoteSchema.optional().openapi({ description: "Without `confirm: true`: what the change would do; nothing changed." }),
  subscription: subscriptionSchema.optional(),
  invoice: invoiceSchema
    .nullable()
    .optional()
    .openapi({ description: "Confirmed: the invoice the change issued (manual invoicing), null when none was." }),
  checkoutUrl: z
    .string()
    .url()
    .optional()
    .openapi({ description: "Chargebee: a hosted page to add a payment method first; the plan changes once it is completed." }),
});
export const portalSessionDataSchema = z.object({ url: z.string().url() });
export const invoiceStatusChangeSchema = z.object({ invoice: invoiceSchema });

export function choosePlanRequestSchema(m: RequestWording = ENGLISH_WORDING) {
  return z.object({
    plan: z.enum(["free", "basic"], { errorMap: () => ({ message: m.required("Plan") }) }),
    period: billingPeriodSchema.default("monthly"),
    when: changeTimingSchema
      .optional()
      .openapi({ description: "Default: `now` for upgrades, `period_end` for downgrades (to Free, annual → monthly)." }),
    confirm: z.boolean().default(false).openapi({ description: "true: make the change. Otherwise the answer is only the quote." }),
  });
}

const optionalText = (m: RequestWording, max: number) =>
  z
    .string()
    .trim()
    .max(max, m.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null));

export function paymentDetailsRequestSchema(
  m: RequestWording = ENGLISH_WORDING,
  labels = {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    country: "Country",
    vatIdFormat: "Enter the VAT ID with its country prefix, such as NL123456789B01",
  },
) {
  return z.object({
    companyName: optionalText(m, 200),
    address: optionalText(m, 500),
    // The format only (country prefix, 2–12 characters); whether the number exists is not checked here.
    vatId: z
      .string()
      .nullish()
      .transform((v) => (v ? v.replace(/[\s.-]/g, "").toUpperCase() : null))
      .pipe(
        z
          .string()
          .regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, labels.vatIdFormat)
          .nullable(),
      ),
    firstName: requiredString(m, labels.firstName, 100),
    lastName: requiredString(m, labels.lastName, 100),
    email: requiredString(m, labels.email, 254).pipe(z.string().email(m.email())),
    country: requiredString(m, labels.country, 2)
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, m.required(labels.country))),
  });
}

/** The part of a Chargebee webhook event the app reads (the rest passes through). */
export const chargebeeEventSchema = z
  .object({
    id: z.string().min(1),
    event_type: z.string().min(1),
    content: z
      .object({
        subscription: z
          .object({ id: z.string(), customer_id: z.string(), status: z.string(), resource_version: z.number().optional() })
          .passthrough()
          .optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

export const invoiceRequestSchema = z.object({ id: z.string().min(1).max(100) });
export const invoiceStatusRequestSchema = z.object({ status: z.enum(["paid", "voided"]) });

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });
const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ data, globals: z.object({ user: z.unknown(), workspace: workspaceGlobalsSchema.nullable().optional() }) });

/** The billing calls in the OpenAPI document (tag "Billing"; session cookie or `Authorization: Bearer pjt_…`). */
export function registerBillingPaths(registry: OpenAPIRegistry): void {
  const tags = ["Billing"];
  const signedIn = { 401: problem("Not signed in.") };
  const owners = { ...signedIn, 403: problem("Only the workspace's owners change billing (`billing:manage`).") };
  registry.registerPath({
    method: "get",
    path: "/api/pricing/plans",
    tags,
    summary: "The plans and their prices (public)",
    responses: {
      200: { description: "From the plan catalogue (prices and allowances are configuration).", ...json(envelope(pricingPlansDataSchema)) },
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/subscription/configuration",
    tags,
    summary: "The current workspace's subscription, usage this month and payment methods",
    responses: { 200: { description: "Any member may read it.", ...json(envelope(subscriptionConfigurationSchema)) }, ...signedIn },
  });
  registry.registerPath({
    method: "post",
    path: "/api/subscription/plan",
    tags,
    summary: "Choose a plan and billing period",
    description:
      'Without `confirm: true` the answer is a `quote` (new price, credit for the unused part of the paid period prorated by day, amount due now, when it takes effect) and nothing changes. With `confirm: true` the change is made: upgrades at once; downgrades (to Free, annual → monthly) at the end of the paid period unless `when: "now"`. Manual provider: a change made now issues an invoice for the new period less the credit (answered as `invoice`). Chargebee: a change is made with proration; without a subscription the answer is `checkoutUrl`.',
    request: { body: json(choosePlanRequestSchema()) },
    responses: {
      200: {
        description: "A quote (nothing changed), or the change made (with its invoice), or a checkout to complete.",
        ...json(envelope(choosePlanDataSchema)),
      },
      409: problem("Manual invoicing without the seller's details (OPERATOR_*): paid plans are not sold here — contact us to upgrade."),
      422: problem("`plan`, `period` or `when` is not one of the choices (Enterprise: contact us)."),
      ...owners,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/subscription/invoices",
    tags,
    summary: "Billing history",
    responses: { 200: { description: "Newest first.", ...json(envelope(invoicesDataSchema)) }, ...signedIn },
  });
  registry.registerPath({
    method: "post",
    path: "/api/subscription/invoices",
    tags,
    summary: "An invoice's PDF",
    request: { body: json(invoiceRequestSchema) },
    responses: {
      200: { description: "The PDF.", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } },
      404: problem("No such invoice in this workspace."),
      ...signedIn,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/subscription/payment-details",
    tags,
    summary: "Set the billing contact (the invoices' customer)",
    request: { body: json(paymentDetailsRequestSchema()) },
    responses: {
      200: { description: "Saved.", ...json(envelope(z.object({ paymentDetails: paymentDetailsSchema }))) },
      422: problem("A field is missing or invalid; `errors` names it."),
      ...owners,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/subscription/payment-sources",
    tags,
    summary: "Payment methods on file",
    responses: {
      200: {
        description: "Cards and SEPA mandates (Chargebee), or bank transfer details (manual).",
        ...json(envelope(paymentSourcesDataSchema)),
      },
      ...signedIn,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/subscription/portal-session",
    tags,
    summary: "A customer portal link",
    description: "Chargebee: a portal session's URL. Manual: the app's billing settings page (there is no external portal).",
    responses: { 200: { description: "Where to manage billing.", ...json(envelope(portalSessionDataSchema)) }, ...owners },
  });
  registry.registerPath({
    method: "post",
    path: "/api/webhooks/chargebee",
    tags,
    summary: "Chargebee's webhook (Chargebee provider)",
    description:
      "HTTP Basic auth with CHARGEBEE_WEBHOOK_USERNAME/PASSWORD. Idempotent by event id; a subscription state older (resource_version) than the one applied changes nothing.",
    request: { body: json(chargebeeEventSchema) },
    responses: {
      200: {
        description: "`applied`, `duplicate` (event seen before), `stale` (an older state) or `ignored` (no subscription in it).",
        ...json(envelope(z.object({ outcome: z.enum(["applied", "duplicate", "stale", "ignored"]) }))),
      },
      401: problem("Wrong or missing Basic-auth credentials."),
      422: problem("Not a Chargebee event."),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/invoices/{id}/status",
    tags,
    summary: "Mark a manual invoice paid or voided (administrators)",
    request: { params: z.object({ id: z.string() }), body: json(invoiceStatusRequestSchema) },
    responses: {
      200: { description: "Changed.", ...json(envelope(invoiceStatusChangeSchema)) },
      403: problem("Not an administrator."),
      404: problem("No such invoice."),
      409: problem("The invoice is not `payment_due` any more."),
      ...signedIn,
    },
  });
}
