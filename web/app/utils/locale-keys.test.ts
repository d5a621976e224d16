import { describe, expect, it } from "vitest";
import { apiErrorKeysUsed, localeKeys, localeNamespaces } from "../../tests/support/locale-keys";

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

  it("every errors.* key web/app throws with (apiError) exists in English and Dutch api.json", () => {
    const used = apiErrorKeysUsed();
    expect(used.length).toBeGreaterThan(100);
    for (const lng of ["en", "nl"]) {
      const keys = [...localeKeys(lng, "api")];
      const missing = used.filter(({ key }) =>
        key.endsWith("*") ? !keys.some((k) => k.startsWith(key.slice(0, -1))) : !keys.includes(key),
      );
      expect(missing, `missing in ${lng}/api.json`).toEqual([]);
    }
  });
});
