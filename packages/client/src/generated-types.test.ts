import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateTypes } from "../scripts/types-source.ts";

describe("src/openapi.ts", () => {
  it("is what openapi-typescript generates from the current OpenAPI document (else run `pnpm --filter @paperjet/client generate`)", async () => {
    const committed = readFileSync(new URL("./openapi.ts", import.meta.url), "utf8");
    expect(committed === (await generateTypes()), "src/openapi.ts is out of date: run `pnpm --filter @paperjet/client generate`").toBe(
      true,
    );
  });
});
