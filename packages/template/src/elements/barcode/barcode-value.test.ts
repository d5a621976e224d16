import { describe, expect, it } from "vitest";
import { barcodeValueProblem, gs1CheckDigit } from "./barcode-value.ts";

describe("barcodeValueProblem", () => {
  it("computes GS1 check digits", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1);
    expect(gs1CheckDigit("9638507")).toBe(4);
    expect(gs1CheckDigit("03600029145")).toBe(2);
    expect(gs1CheckDigit("1234567890123")).toBe(1);
  });

  it.each([
    ["ean13", "400638133393"],
    ["ean13", "4006381333931"],
    ["ean8", "96385074"],
    ["upca", "036000291452"],
    ["itf14", "12345678901231"],
    ["code39", "PAPERJET-42"],
    ["code128", "Paperjet 42!"],
    ["pdf417", "anything, even ünïcode"],
    ["datamatrix", "anything"],
  ] as const)("accepts %s %s", (symbology, value) => {
    expect(barcodeValueProblem(symbology, value)).toBeUndefined();
  });

  it.each([
    ["ean13", "4006381333932", "EAN-13 check digit should be 1, not 2"],
    ["ean13", "40063813339", "EAN-13 takes 12 digits (or 13 with the check digit), got 11"],
    ["ean8", "9638507A", 'EAN-8 takes digits only, got "9638507A"'],
    ["upca", "036000291453", "UPC-A check digit should be 2, not 3"],
    ["code39", "lower", 'Code 39 takes A–Z, 0–9, space and - . $ / + % only, got "lower"'],
    ["code128", "café", 'Code 128 takes printable ASCII characters only, got "café"'],
    ["datamatrix", "", "the barcode value is empty"],
  ] as const)("rejects %s %s", (symbology, value, message) => {
    expect(barcodeValueProblem(symbology, value)).toBe(message);
  });
});
