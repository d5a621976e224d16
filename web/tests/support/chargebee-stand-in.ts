import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Chargebee's API v2 for tests (never used by `npm start`): form-encoded requests
 * under `/api/v2/…` with HTTP Basic auth (the API key as user name), JSON resource envelopes
 * (`{ customer }`, `{ subscription, customer }`), lists as `list` + `next_offset`, Chargebee's error
 * body, and webhook events it can deliver with HTTP Basic auth. The real `chargebee` SDK talks to it
 * through its `protocol`, `hostSuffix` and `port` options.
 */
export async function startChargebeeStandIn(options: { apiKey?: string; pageSize?: number; itemPrices?: Record<string, number> } = {}) {
  const apiKey = options.apiKey ?? "test_stand_in_key";
  // Item price amounts (minor units, per term) for proration.
  const itemPrices = options.itemPrices ?? { "basic-EUR-monthly": 2900, "basic-EUR-yearly": 31200 };
  const pageSize = options.pageSize ?? 2;
  const now = () => Math.floor(Date.now() / 1000);
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_${(++seq).toString(36).padStart(6, "0")}`;

  type Resource = Record<string, unknown>;
  const customers = new Map<string, Resource>();
  const subscriptions = new Map<string, Resource>();
  const hostedPages = new Map<
    string,
    { id: string; url: string; state: string; subscriptionId: string; customerId: string; itemPriceId: string }
  >();
  const invoices: Resource[] = [];
  const paymentSources: Resource[] = [];
  const requests: Array<{ method: string; path: string; params: Record<string, string> }> = [];
  let baseUrl = "";

  const error = (res: ServerResponse, status: number, type: string, code: string, message: string, param?: string) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ message, type, api_error_code: code, param, error_code: code, error_msg: message, http_status_code: status }));
  };
  const send = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { "Content-Type": "application/json;charset=utf-8" });
    res.end(JSON.stringify(body));
  };
  const page = (res: ServerResponse, items: Resource[], key: string, offset: string | undefined) => {
    const start = Number(offset ?? 0);
    const slice = items.slice(start, start + pageSize);
    send(res, {
      list: slice.map((item) => ({ [key]: item })),
      ...(start + pageSize < items.length ? { next_offset: String(start + pageSize) } : {}),
    });
  };
  /** `a[b]=1` → { "a.b": "1" }; `a[b][0]=1` → { "a.b.0": "1" } (Chargebee's form encoding). */
  const flat = (params: URLSearchParams) => Object.fromEntries([...params].map(([k, v]) => [k.replace(/\[(\w*)\]/g, ".$1"), v]));
  const subscriptionChange = (subscription: Resource, itemPriceId: string, status = "active") => {
    const version = Date.now() * 1000 + ++seq;
    Object.assign(subscription, {
      status,
      resource_version: version,
      updated_at: now(),
      current_term_start: now(),
      current_term_end: now() + (itemPriceId.endsWith("yearly") ? 365 : 30) * 86_400,
      subscription_items: [{ item_price_id: itemPriceId, item_type: "plan", quantity: 1 }],
    });
    return { ...subscription, subscription_items: [...(subscription.subscription_items as Resource[])] };
  };

  /**
   * A change made now: the unused part of the current term is credited prorated by day (Chargebee
   * prorates; whole days here, so tests can check the figure), the new term is charged in full, and
   * the credit is applied to that charge; what is left becomes a credit note.
   */
  const prorate = (subscription: Resource, itemPriceId: string) => {
    const current = String((subscription.subscription_items as Resource[])[0]!.item_price_id);
    const start = Number(subscription.current_term_start);
    const end = Number(subscription.current_term_end);
    const days = Math.round((end - start) / 86_400);
    const unused = Math.min(days, Math.max(0, Math.floor((end - now()) / 86_400)));
    const credit = days > 0 ? Math.round(((itemPrices[current] ?? 0) * unused) / days) : 0;
    const charge = itemPrices[itemPriceId] ?? 0;
    const applied = Math.min(credit, charge);
    return { charge, applied, left: credit - applied, due: charge - applied };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", baseUrl);
    if (url.pathname.startsWith("/files/")) {
      const invoice = invoices.find((i) => `/files/${i.id}.pdf` === url.pathname);
      if (!invoice) return error(res, 404, "invalid_request", "resource_not_found", "Sorry, we couldn't find that resource");
      res.writeHead(200, { "Content-Type": "application/pdf" });
      return res.end(minimalPdf(`Chargebee invoice ${invoice.id}`));
    }
    const [user] = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
      .toString()
      .split(":");
    if (user !== apiKey)
      return error(res, 401, "invalid_request", "api_authentication_failed", "Sorry, authentication failed. Invalid api key");
    let body = "";
    for await (const chunk of req) body += chunk;
    const params = flat(req.method === "GET" ? url.searchParams : new URLSearchParams(body));
    const path = url.pathname.replace(/^\/api\/v2/, "");
    requests.push({ method: req.method ?? "GET", path, params });
    let m: RegExpExecArray | null;

    if (req.method === "POST" && path === "/customers") {
      const id = params.id ?? nextId("cust");
      if (customers.has(id)) return error(res, 400, "invalid_request", "duplicate_entry", `The value ${id} is already present.`, "id");
      if (params.email && !/^[^@\s]+@[^@\s]+$/.test(params.email))
        return error(res, 400, "invalid_request", "param_wrong_value", "email : invalid email", "email");
      const customer = {
        id,
        first_name: params.first_name,
        last_name: params.last_name,
        email: params.email,
        billing_address: { country: params["billing_address.country"] },
        created_at: now(),
        resource_version: Date.now(),
      };
      customers.set(id, customer);
      return send(res, { customer });
    }
    if ((m = /^\/customers\/([^/]+)(\/update_billing_info)?$/.exec(path))) {
      const customer = customers.get(m[1]!);
      if (!customer)
        return error(res, 404, "invalid_request", "resource_not_found", `Sorry, we couldn't find that resource: customer ${m[1]}`);
      if (req.method === "POST" && m[2])
        customer.billing_address = {
          country: params["billing_address.country"],
          first_name: params["billing_address.first_name"],
          last_name: params["billing_address.last_name"],
        };
      else if (req.method === "POST")
        Object.assign(customer, {
          first_name: params.first_name ?? customer.first_name,
          last_name: params.last_name ?? customer.last_name,
          email: params.email ?? customer.email,
        });
      return send(res, { customer });
    }
    if ((m = /^\/customers\/([^/]+)\/invoices$/.exec(path))) {
      return page(
        res,
        invoices.filter((i) => i.customer_id === m![1]),
        "invoice",
        params.offset,
      );
    }
    if (req.method === "POST" && path === "/hosted_pages/checkout_new_for_items") {
      const id = nextId("hp");
      const customerId = params["customer.id"] ?? nextId("cust");
      if (!customers.has(customerId))
        customers.set(customerId, {
          id: customerId,
          first_name: params["customer.first_name"],
          last_name: params["customer.last_name"],
          email: params["customer.email"],
          created_at: now(),
        });
      const hostedPage = {
        id,
        url: `${baseUrl}/pages/v3/${id}/checkout`,
        state: "created",
        subscriptionId: params["subscription.id"] ?? nextId("sub"),
        customerId,
        itemPriceId: params["subscription_items.item_price_id.0"]!,
      };
      hostedPages.set(id, hostedPage);
      return send(res, {
        hosted_page: {
          id,
          type: "checkout_new",
          url: hostedPage.url,
          state: "created",
          embed: false,
          created_at: now(),
          expires_at: now() + 3600,
          object: "hosted_page",
        },
      });
    }
    if (req.method === "POST" && path === "/estimates/update_subscription_for_items") {
      const subscription = subscriptions.get(params["subscription.id"] ?? "");
      if (!subscription)
        return error(
          res,
          404,
          "invalid_request",
          "resource_not_found",
          `Sorry, we couldn't find that resource: subscription ${params["subscription.id"]}`,
        );
      const p = prorate(subscription, params["subscription_items.item_price_id.0"]!);
      return send(res, {
        estimate: {
          created_at: now(),
          object: "estimate",
          invoice_estimate: {
            recurring: true,
            price_type: "tax_exclusive",
            currency_code: "EUR",
            sub_total: p.charge,
            total: p.charge,
            credits_applied: p.applied,
            amount_paid: 0,
            amount_due: p.due,
            object: "invoice_estimate",
          },
          credit_note_estimates:
            p.left > 0
              ? [
                  {
                    reference_invoice_id: "inv_ref",
                    type: "adjustment",
                    price_type: "tax_exclusive",
                    currency_code: "EUR",
                    sub_total: p.left,
                    total: p.left,
                    amount_allocated: 0,
                    amount_available: p.left,
                    object: "credit_note_estimate",
                  },
                ]
              : [],
        },
      });
    }
    if ((m = /^\/subscriptions\/([^/]+)\/(update_for_items|cancel_for_items)$/.exec(path))) {
      const subscription = subscriptions.get(m[1]!);
      if (!subscription)
        return error(res, 404, "invalid_request", "resource_not_found", `Sorry, we couldn't find that resource: subscription ${m[1]}`);
      const endOfTerm = m[2] === "update_for_items" ? params.change_option === "end_of_term" : params.end_of_term === "true";
      if (m[2] === "update_for_items" && !["immediately", "end_of_term"].includes(params.change_option ?? ""))
        return error(
          res,
          400,
          "invalid_request",
          "param_wrong_value",
          "change_option : expected immediately or end_of_term in this stand-in",
          "change_option",
        );
      const customer = customers.get(String(subscription.customer_id));
      if (endOfTerm) {
        // Nothing changes before the term ends: the subscription only records that a change is scheduled.
        Object.assign(
          subscription,
          m[2] === "cancel_for_items"
            ? { status: "non_renewing", cancelled_at: subscription.current_term_end }
            : { has_scheduled_changes: true },
          { resource_version: Date.now() * 1000 + ++seq },
        );
        return send(res, { subscription: { ...subscription }, customer });
      }
      const itemPriceId =
        m[2] === "update_for_items"
          ? params["subscription_items.item_price_id.0"]!
          : String((subscription.subscription_items as Resource[])[0]!.item_price_id);
      const p = m[2] === "update_for_items" ? prorate(subscription, itemPriceId) : null;
      const changed = subscriptionChange(subscription, itemPriceId, m[2] === "cancel_for_items" ? "cancelled" : "active");
      subscription.has_scheduled_changes = false;
      if (!p) return send(res, { subscription: { ...changed, has_scheduled_changes: false }, customer });
      const invoice = {
        id: `inv_${invoices.length + 1}`,
        customer_id: subscription.customer_id,
        subscription_id: subscription.id,
        status: p.due > 0 ? "payment_due" : "paid",
        date: now(),
        total: p.charge,
        credits_applied: p.applied,
        amount_due: p.due,
        currency_code: "EUR",
        line_items: [{ id: `li_${invoices.length + 1}`, description: itemPriceId, amount: p.charge }],
        object: "invoice",
      };
      invoices.push(invoice);
      return send(res, { subscription: { ...changed, has_scheduled_changes: false }, customer, invoice });
    }
    if ((m = /^\/invoices\/([^/]+)(\/pdf)?$/.exec(path))) {
      const invoice = invoices.find((i) => i.id === m![1]);
      if (!invoice)
        return error(res, 404, "invalid_request", "resource_not_found", `Sorry, we couldn't find that resource: invoice ${m[1]}`);
      if (m[2])
        return send(res, {
          download: { download_url: `${baseUrl}/files/${invoice.id}.pdf`, valid_till: now() + 3600, object: "download" },
        });
      return send(res, { invoice });
    }
    if (req.method === "GET" && path === "/payment_sources") {
      return page(
        res,
        paymentSources.filter((s) => s.customer_id === params["customer_id.is"]),
        "payment_source",
        params.offset,
      );
    }
    if (req.method === "POST" && path === "/portal_sessions") {
      const id = nextId("portal");
      return send(res, {
        portal_session: {
          id,
          token: id,
          access_url: `${baseUrl}/portal/v2/access/${id}`,
          redirect_url: params.redirect_url,
          status: "created",
          customer_id: params["customer.id"],
          object: "portal_session",
        },
      });
    }
    return error(res, 404, "invalid_request", "resource_not_found", `Sorry, we couldn't find that resource: ${req.method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: Error) => error(res, 500, "api_error", "internal_error", e.message));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  const event = (type: string, content: Resource) => ({
    id: nextId("ev"),
    occurred_at: now(),
    source: "admin_console",
    object: "event",
    api_version: "v2",
    event_type: type,
    webhook_status: "scheduled",
    content,
  });

  return {
    port,
    requests,
    customers,
    /** The web app's configuration pointing the SDK here: host = site + hostSuffix = 127.0.0.1. */
    env: {
      CHARGEBEE_SITE: "127.0.0",
      CHARGEBEE_HOST_SUFFIX: ".1",
      CHARGEBEE_PROTOCOL: "http",
      CHARGEBEE_PORT: String(port),
      CHARGEBEE_API_KEY: apiKey,
    },
    /** The customer paid on the hosted page: the subscription exists; returns the `subscription_created` event. */
    completeCheckout(url: string) {
      const hostedPage = [...hostedPages.values()].find((p) => p.url === url);
      if (!hostedPage) throw new Error(`no hosted page at ${url}`);
      hostedPage.state = "succeeded";
      const subscription: Resource = {
        id: hostedPage.subscriptionId,
        customer_id: hostedPage.customerId,
        created_at: now(),
        object: "subscription",
      };
      subscriptions.set(hostedPage.subscriptionId, subscription);
      paymentSources.push({
        id: nextId("pm"),
        customer_id: hostedPage.customerId,
        type: "card",
        status: "valid",
        card: { brand: "visa", last4: "4242", expiry_month: 12, expiry_year: 2030 },
      });
      customers.get(hostedPage.customerId)!.primary_payment_source_id = paymentSources.at(-1)!.id;
      return event("subscription_created", {
        subscription: subscriptionChange(subscription, hostedPage.itemPriceId),
        customer: customers.get(hostedPage.customerId),
      });
    },
    /** A `subscription_changed` event of the subscription's current state (to deliver now, or later). */
    subscriptionChanged(subscriptionId: string, itemPriceId: string) {
      return event("subscription_changed", { subscription: subscriptionChange(subscriptions.get(subscriptionId)!, itemPriceId) });
    },
    addInvoice(customerId: string, status: string, total: number) {
      const id = `inv_${invoices.length + 1}`;
      invoices.push({
        id,
        customer_id: customerId,
        status,
        date: now() - invoices.length * 86_400,
        total,
        amount_due: status === "paid" ? 0 : total,
        currency_code: "EUR",
        line_items: [{ id: `li_${id}`, description: "Basic", amount: total }],
        object: "invoice",
      });
    },
    addSepaMandate(customerId: string) {
      paymentSources.push({
        id: nextId("pm"),
        customer_id: customerId,
        type: "direct_debit",
        status: "valid",
        bank_account: { last4: "3000", bank_name: "Test Bank", mandate_id: "MANDATE-1" },
      });
    },
    /** The request Chargebee's webhook would send: JSON body, HTTP Basic auth. */
    webhookRequest(url: string, payload: unknown, credentials: { username: string; password: string }) {
      return new Request(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`,
        },
        body: JSON.stringify(payload),
      });
    },
    /** Delivers an event over HTTP, as Chargebee does. */
    sendWebhook(url: string, payload: unknown, credentials: { username: string; password: string }) {
      return fetch(this.webhookRequest(url, payload, credentials));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A one-page PDF with one line of text (what the stand-in's invoice download serves). */
function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
