import { describe, expect, it } from "vitest";
import { contentDisposition, fileBaseName, fileNameFromDisposition } from "./content-disposition";

describe("contentDisposition", () => {
  it.each([
    ["Factuur Zoë & Café.pdf", `attachment; filename="Factuur Zoe & Cafe.pdf"; filename*=UTF-8''Factuur%20Zo%C3%AB%20%26%20Caf%C3%A9.pdf`],
    ["€uro.zip", `attachment; filename="_uro.zip"; filename*=UTF-8''%E2%82%ACuro.zip`],
    ["it's (1).png", `attachment; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`],
  ])("%s", (name, header) => {
    expect(contentDisposition(name)).toBe(header);
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe("fileBaseName", () => {
  it.each([
    ["Factuur Zoë & Café", "Factuur Zoë & Café"],
    ['a/b:c?"d"', "a-b-c-d"],
    ["  ..  ", "document"],
    ["Offerte\n2026", "Offerte 2026"],
  ])("%j → %j", (name, base) => {
    expect(fileBaseName(name)).toBe(base);
  });
});
