import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/test-app";
import { signUpForAdminTests } from "../../../tests/support/admin-accounts";
import { SELLER_DETAILS } from "../../../tests/support/seller-details";
import * as adminHome from "~/routes/($lang).app.admin._index";
import { resetEnv } from "~/config/env.server";

useTestApp();

// Issue 26: manual invoicing sells no paid plan without the seller's details; the admin home says which are missing.
describe("the admin home and the seller's details", () => {
  it("names each missing OPERATOR_* variable, and none once all five are configured", async () => {
    const admin = await signUpForAdminTests("seller-admin", { admin: true });
    const home = async () =>
      (await admin.client.json(await admin.client.call(adminHome.loader as never, admin.client.request("/app/admin")))) as {
        sellerMissing: string[];
      };
    try {
      Object.assign(process.env, SELLER_DETAILS);
      delete process.env.OPERATOR_IBAN;
      delete process.env.OPERATOR_BIC;
      resetEnv();
      expect((await home()).sellerMissing).toEqual(["OPERATOR_IBAN", "OPERATOR_BIC"]);
      Object.assign(process.env, SELLER_DETAILS);
      resetEnv();
      expect((await home()).sellerMissing).toEqual([]);
    } finally {
      for (const name of Object.keys(SELLER_DETAILS)) delete process.env[name];
      resetEnv();
    }
  });
});
