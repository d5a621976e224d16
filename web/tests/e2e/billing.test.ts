import { describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { pdfText } from "@paperjet/test-kit/documents";
import { newVisitorContext, waitForApp } from "./support/browser";
import { signInAdministrator, signUpThroughApi } from "./support/accounts";
import { useStack } from "./support/stack";

// Issue 22 in a real browser against the server as `npm start` runs it (manual billing, a worker for
// the invoice PDF), once per language: every billing tab of Settings for the owner — trial, the
// monthly/annual switch, choosing Basic, payment details with the product's wording, bank transfer,
// the history with its PDF — an administrator marking the invoice paid, and a viewer seeing it all
// read-only and getting 403 from the calls.
const IBAN = "NL91ABNA0417164300";
const COPY = {
  en: {
    prefix: "",
    trial: "Trial of Basic: 14 days left",
    usage: "0 of 1,000 PDFs used this month",
    annually: "Annually",
    monthly: "Monthly",
    saving: "Save 10%",
    yearly: "€312.00 per year",
    chooseBasic: "Choose Basic",
    confirm: "Confirm change",
    changed: "You are now on Basic (Monthly).",
    save: "Save payment details",
    required: "First name is a required field.",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    country: "Country",
    companyName: "Company name (optional)",
    address: "Address (optional)",
    vatId: "VAT ID (optional, for businesses in the EU)",
    saved: "Your payment details were saved.",
    bankTransfer: "Bank transfer",
    due: "Payment due",
    paid: "Paid",
    amount: "€35.09",
    line: "Paperjet Basic, monthly",
    download: "Download",
    markPaid: "Mark paid",
    readOnly: "Only the workspace's owners can change billing.",
  },
  nl: {
    prefix: "/nl",
    trial: "Proefperiode van Basic: nog 14 dagen",
    usage: "0 van 1.000 pdf's gebruikt deze maand",
    annually: "Jaarlijks",
    monthly: "Maandelijks",
    saving: "Bespaar 10%",
    yearly: "€\u00a0312,00 per jaar",
    chooseBasic: "Kies Basic",
    confirm: "Wijziging bevestigen",
    changed: "Je zit nu op Basic (Maandelijks).",
    save: "Betaalgegevens opslaan",
    required: "Voornaam is een verplicht veld.",
    firstName: "Voornaam",
    lastName: "Achternaam",
    email: "E-mail",
    country: "Land",
    companyName: "Bedrijfsnaam (optioneel)",
    address: "Adres (optioneel)",
    vatId: "Btw-nummer (optioneel, voor bedrijven in de EU)",
    saved: "Je betaalgegevens zijn opgeslagen.",
    bankTransfer: "Bankoverschrijving",
    due: "Te betalen",
    paid: "Betaald",
    amount: "€\u00a035,09",
    line: "Paperjet Basic, maandelijks",
    download: "Downloaden",
    markPaid: "Markeer als betaald",
    readOnly: "Alleen de eigenaren van de werkruimte kunnen de facturatie wijzigen.",
  },
} as const;

describe("billing settings in the browser", () => {
  const adminEmail = `billing-admin.${Date.now()}@example.com`;
  const stack = useStack({
    env: {
      OPERATOR_NAME: "Paperjet E2E B.V.",
      OPERATOR_ADDRESS: "Keizersgracht 1\\n1015 CJ Amsterdam",
      OPERATOR_VAT_ID: "NL123456789B01",
      OPERATOR_IBAN: IBAN,
      OPERATOR_BIC: "ABNANL2A",
      VAT_RATE: "21",
      ADMIN_EMAILS: adminEmail,
    },
  });

  let adminContext: BrowserContext | undefined;
  const admin = async () => (adminContext ??= await signInAdministrator(stack.browser, stack.server, adminEmail));

  for (const lang of ["en", "nl"] as const) {
    const c = COPY[lang];
    it(`${lang}: the owner's four tabs, an invoice paid by an administrator, a viewer read-only`, async () => {
      const url = (path: string) => `${stack.server.url}${c.prefix}${path}`;
      const stamp = `${lang}${Date.now()}`;
      const errors: string[] = [];
      const ownerContext = await newVisitorContext(stack.browser, stack.server.url);
      const owner = await signUpThroughApi(ownerContext, stack.server, { name: `Olga ${lang}`, email: `owner.${stamp}@example.com`, lang });
      const page = await ownerContext.newPage();
      page.on("pageerror", (e) => errors.push(e.message));

      // Plan: the trial, usage, the switch with its saving, then Basic monthly.
      await page.goto(url("/app/settings/plan"));
      await waitForApp(page);
      expect(await page.getByTestId("trial-days").textContent()).toContain(c.trial);
      expect(await page.getByTestId("usage").textContent()).toBe(c.usage);
      await page.locator("label", { hasText: c.annually }).click();
      expect(await page.getByText(c.saving).isVisible()).toBe(true);
      expect(await page.locator('[data-plan="basic"]').textContent()).toContain(c.yearly);
      // Back to monthly with the keyboard (radio buttons: arrow keys).
      await page.getByRole("radio", { name: new RegExp(c.annually) }).focus();
      await page.keyboard.press("ArrowLeft");
      await page.getByRole("button", { name: c.chooseBasic }).click();
      // The quote first, in the kit's dialog: nothing changes until it is confirmed.
      const quote = page.getByTestId("plan-quote");
      await quote.getByTestId("quote-due").waitFor();
      expect(await quote.getByTestId("quote-due").textContent()).toBe(c.amount);
      expect(await page.getByTestId("trial-days").isVisible()).toBe(true);
      expect(await page.evaluate(() => (document.querySelector('[data-testid="plan-quote"]') as HTMLDialogElement).open)).toBe(true);
      await quote.getByRole("button", { name: c.confirm }).click();
      await page.getByText(c.changed).waitFor();
      await page.reload();
      await waitForApp(page);
      expect(await page.getByTestId("trial-days").count()).toBe(0);

      // Payment details: the product's wording, then saved.
      await page.goto(url("/app/settings/payment-details"));
      await waitForApp(page);
      await page.getByRole("button", { name: c.save }).click();
      await page.getByText(c.required).waitFor();
      await page.getByLabel(c.firstName).fill("Olga");
      await page.getByLabel(c.lastName).fill(`Owner ${lang}`);
      await page.getByLabel(c.email, { exact: true }).fill(`billing.${stamp}@example.com`);
      await page.getByLabel(c.country).selectOption("NL");
      // The buyer's company, address and VAT ID, which invoices show in full.
      const company = {
        [c.companyName]: `Olga's Bakery ${lang} B.V.`,
        [c.address]: "Bakkerstraat 1\n1011 AB Amsterdam",
        [c.vatId]: "NL123456782B01",
      };
      for (const [label, value] of Object.entries(company)) await page.getByLabel(label).fill(value);
      await page.getByRole("button", { name: c.save }).click();
      await page.getByText(c.saved).waitFor();
      await page.reload();
      await waitForApp(page);
      for (const [label, value] of Object.entries(company)) expect(await page.getByLabel(label).inputValue()).toBe(value);

      // Payment methods: bank transfer to the operator's account.
      await page.goto(url("/app/settings/payment-methods"));
      await waitForApp(page);
      expect(await page.locator('[data-source="bank_transfer"]').textContent()).toContain(c.bankTransfer);
      expect(await page.getByTestId("bank-transfer").textContent()).toContain(IBAN);

      // Billing history: the invoice, payment due, and its PDF.
      await page.goto(url("/app/settings/billing"));
      await waitForApp(page);
      const row = page.locator("[data-invoice]").first();
      const number = (await row.getAttribute("data-invoice"))!;
      expect(await row.locator("[data-status]").textContent()).toBe(c.due);
      expect(await row.textContent()).toContain(c.amount);
      // The plan and period in the page's language, not as stored ("Basic, monthly").
      expect(await row.textContent()).toContain(c.line);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        row.getByRole("link", { name: new RegExp(c.download) }).click(),
      ]);
      // pdftotext may give a no-break space as a plain one.
      const spaces = (text: string) => text.replace(/\s/g, " ");
      // Read through the connection: the run's shared Chromium keeps downloads on its side.
      const pdf = spaces(pdfText(Buffer.concat(await (await download.createReadStream()).toArray())));
      expect(pdf).toContain(IBAN);
      expect(pdf).toContain(spaces(c.amount));
      expect(pdf).toContain(number);

      // An administrator marks it paid; the owner's history shows it.
      const adminPage = await (await admin()).newPage();
      await adminPage.goto(url("/app/admin/invoices"));
      await waitForApp(adminPage);
      expect(await adminPage.locator(`[data-invoice="${number}"]`).textContent()).toContain(c.line);
      await adminPage.locator(`[data-invoice="${number}"]`).getByRole("button", { name: c.markPaid }).click();
      await adminPage.locator(`[data-invoice="${number}"]`).waitFor({ state: "detached" });
      await adminPage.close();
      await page.reload();
      await waitForApp(page);
      expect(await page.locator(`[data-invoice="${number}"] [data-status]`).textContent()).toBe(c.paid);

      // A viewer: every tab read-only, and 403 from the calls.
      const invited = await ownerContext.request.post(`${stack.server.url}/api/workspaces/${owner.workspaceId}/invitations`, {
        data: { email: `viewer.${stamp}@example.com`, role: "viewer" },
        headers: { Authorization: `Bearer ${owner.token}` },
      });
      expect(invited.status()).toBe(201);
      const token = new URL((await invited.json()).data.invitation.url).pathname.split("/").pop();
      const viewerContext = await newVisitorContext(stack.browser, stack.server.url);
      const viewer = await signUpThroughApi(viewerContext, stack.server, {
        name: `Vera ${lang}`,
        email: `viewer.${stamp}@example.com`,
        lang,
      });
      expect(
        (
          await viewerContext.request.post(`${stack.server.url}/api/invitations/${token}/accept`, {
            headers: { Authorization: `Bearer ${viewer.token}` },
          })
        ).status(),
      ).toBe(200);
      const viewerPage = await viewerContext.newPage();
      viewerPage.on("pageerror", (e) => errors.push(e.message));
      for (const tab of ["plan", "billing", "payment-details", "payment-methods"]) {
        await viewerPage.goto(url(`/app/settings/${tab}`));
        await waitForApp(viewerPage);
        if (tab !== "billing") expect(await viewerPage.getByTestId("billing-read-only").textContent()).toContain(c.readOnly);
      }
      await viewerPage.goto(url("/app/settings/plan"));
      await waitForApp(viewerPage);
      expect(await viewerPage.getByRole("button", { name: new RegExp(c.chooseBasic.replace("Basic", "Free")) }).isDisabled()).toBe(true);
      await viewerPage.goto(url("/app/settings/payment-details"));
      await waitForApp(viewerPage);
      expect(await viewerPage.getByLabel(c.firstName).isDisabled()).toBe(true);
      const auth = { Authorization: `Bearer ${viewer.token}` };
      expect(
        (
          await viewerContext.request.post(`${stack.server.url}/api/subscription/plan`, {
            data: { plan: "free", period: "monthly" },
            headers: auth,
          })
        ).status(),
      ).toBe(403);
      expect(
        (
          await viewerContext.request.post(`${stack.server.url}/api/subscription/payment-details`, {
            data: { firstName: "V", lastName: "V", email: "v@v.example", country: "NL" },
            headers: auth,
          })
        ).status(),
      ).toBe(403);
      expect((await viewerContext.request.get(`${stack.server.url}/api/subscription/portal-session`, { headers: auth })).status()).toBe(
        403,
      );
      expect((await viewerContext.request.get(`${stack.server.url}/api/subscription/configuration`, { headers: auth })).status()).toBe(200);

      expect(errors).toEqual([]);
      await ownerContext.close();
      await viewerContext.close();
    });
  }
});
