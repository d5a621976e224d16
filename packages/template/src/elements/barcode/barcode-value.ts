import type { BarcodeSymbology } from "./barcode.ts";

/** Name, allowed lengths without/with the check digit (GS1 codes). */
const GS1: Partial<Record<BarcodeSymbology, { name: string; length: number }>> = {
  ean13: { name: "EAN-13", length: 13 },
  ean8: { name: "EAN-8", length: 8 },
  upca: { name: "UPC-A", length: 12 },
  itf14: { name: "ITF-14", length: 14 },
};

const CODE39 = /^[0-9A-Z \-.$/+%]*$/;

/**
 * Why `value` cannot be encoded in `symbology`, or undefined when it can. The same check runs when a
 * template is saved (literal values) and at render time (values from expressions), so the message a
 * user sees names the rule, not the barcode library's internals.
 */
export function barcodeValueProblem(symbology: BarcodeSymbology, value: string): string | undefined {
  if (value === "") return "the barcode value is empty";
  const gs1 = GS1[symbology];
  if (gs1) {
    if (!/^\d+$/.test(value)) return `${gs1.name} takes digits only, got "${value}"`;
    if (value.length !== gs1.length && value.length !== gs1.length - 1) {
      return `${gs1.name} takes ${gs1.length - 1} digits (or ${gs1.length} with the check digit), got ${value.length}`;
    }
    if (value.length === gs1.length) {
      const expected = gs1CheckDigit(value.slice(0, -1));
      if (Number(value.at(-1)) !== expected) return `${gs1.name} check digit should be ${expected}, not ${value.at(-1)}`;
    }
    return undefined;
  }
  if (symbology === "code39" && !CODE39.test(value)) {
    return `Code 39 takes A–Z, 0–9, space and - . $ / + % only, got "${value}"`;
  }
  if (symbology === "code128" && /[^\x20-\x7e]/.test(value)) {
    return `Code 128 takes printable ASCII characters only, got "${value}"`;
  }
  return undefined;
}

/** GS1 mod-10: weights 3 and 1 from the right, the digit that makes the sum a multiple of 10. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}
