import { AppError, JSON_MAX_DEPTH } from "@paperjet/contracts";
import { describe, expect, it } from "vitest";
import { parseJsonBody } from "./parse-json-body.server";

function refusal(text: string): AppError {
  try {
    parseJsonBody(text);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`${text.slice(0, 40)} was accepted`);
}

describe("parseJsonBody", () => {
  it("refuses data nested 5,000 deep with a 422 naming the limit and the place", () => {
    const error = refusal(`{"data":${"[".repeat(5000)}${"]".repeat(5000)}}`);
    expect(error.status).toBe(422);
    expect(error.message).toBe(`The body is nested more than ${JSON_MAX_DEPTH} levels deep.`);
    expect(Object.keys(error.errors!)).toEqual([`data${"[0]".repeat(JSON_MAX_DEPTH - 1)}`]);
  });

  it("accepts nesting up to the limit", () => {
    expect(() => parseJsonBody(`${"[".repeat(JSON_MAX_DEPTH)}${"]".repeat(JSON_MAX_DEPTH)}`)).not.toThrow();
  });

  it.each([
    ['{"name":"a\\u0000b"}', "name"],
    ['{"name":"\\ud800"}', "name"],
    ['{"data":{"x":["ok","\\udc00 tail"]}}', "data.x[1]"],
    ['{"data":{"k\\u0000":1}}', "data.k\u0000"],
  ])("refuses NUL and lone surrogates in %s with 422 at %s", (text, path) => {
    const error = refusal(text);
    expect(error.status).toBe(422);
    expect(Object.keys(error.errors!)).toEqual([path]);
  });

  it("keeps surrogate pairs (emoji) and answers 400 for text that is not JSON", () => {
    expect(parseJsonBody('{"name":"\\ud83d\\ude00"}')).toEqual({ name: "😀" });
    expect(refusal("{nope").status).toBe(400);
  });
});
