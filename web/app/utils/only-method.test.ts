import { describe, expect, it } from "vitest";
import { RouteClient } from "../../tests/support/route-client";
import "../../tests/support/test-app";
import * as contact from "~/routes/api.forms.contact";
import * as me from "~/routes/api.auth.me";

describe("API calls asked with another method", () => {
  it("answer 405 problem+json naming the method to use, in the request's language", async () => {
    const english = new RouteClient();
    const get = await english.call(contact.loader, english.request("/api/forms/contact"));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect(get.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    expect(await get.json()).toMatchObject({ status: 405, title: "Method Not Allowed", detail: "Use POST for this call." });

    const dutch = new RouteClient({ acceptLanguage: "nl" });
    const post = await dutch.call(me.action, dutch.request("/api/auth/me", { method: "POST", json: {} }));
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET");
    expect((await post.json()).detail).toBe("Gebruik GET voor deze aanroep.");
  });
});
