import { afterAll, beforeAll } from "vitest";
import { resetEnv } from "~/config/env.server";

/** The seller's details manual invoicing needs before it issues an invoice (docs/billing.md). */
export const SELLER_DETAILS = {
  OPERATOR_NAME: "Paperjet Test B.V.",
  OPERATOR_ADDRESS: "Keizersgracht 1, Amsterdam",
  OPERATOR_VAT_ID: "NL123456789B01",
  OPERATOR_IBAN: "NL91ABNA0417164300",
  OPERATOR_BIC: "ABNANL2A",
};

/** Sets the seller's details for a test file's in-process app, and removes them after it. */
export function useSellerDetails(): void {
  beforeAll(() => {
    Object.assign(process.env, SELLER_DETAILS);
    resetEnv();
  });
  afterAll(() => {
    for (const name of Object.keys(SELLER_DETAILS)) delete process.env[name];
    resetEnv();
  });
}
