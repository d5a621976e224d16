import { describe, expect, it } from "vitest";
import { validationMessages } from "./validation-messages.ts";

describe("validation messages", () => {
  it("uses the product's exact English wording", () => {
    const en = validationMessages("en");
    expect(en.required("Email")).toBe("Email is a required field.");
    expect(en.email()).toBe("Please enter a valid e-mail");
    expect(en.minLength(8)).toBe("This field must have a minium length of 8");
    expect(en.uploadTooLarge()).toBe("File upload too large");
  });

  it("has Dutch for every English message", () => {
    const en = validationMessages("en");
    const nl = validationMessages("nl");
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    expect(nl.required("E-mail")).toBe("E-mail is een verplicht veld.");
  });
});
