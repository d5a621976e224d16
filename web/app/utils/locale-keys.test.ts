import { describe, expect, it } from "vitest";
import { localeKeys, localeNamespaces } from "../../tests/support/locale-keys";

describe("translations", () => {
  it("English and Dutch have the same namespaces, and each the same keys", () => {
    expect(localeNamespaces("nl").sort()).toEqual(localeNamespaces("en").sort());
    for (const namespace of localeNamespaces("en")) {
      const en = localeKeys("en", namespace);
      const nl = localeKeys("nl", namespace);
      expect(
        [...en].filter((k) => !nl.has(k)),
        `${namespace}: missing in nl`,
      ).toEqual([]);
      expect(
        [...nl].filter((k) => !en.has(k)),
        `${namespace}: missing in en`,
      ).toEqual([]);
    }
  });
});
