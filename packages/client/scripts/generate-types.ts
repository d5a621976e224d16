// Writes src/openapi.ts, the types of the Paperjet API, from the document the server serves
// (`createOpenApiDocument`, the same as /api/v1/openapi.json). Run after changing packages/contracts:
// `pnpm --filter @paperjet/client generate`. src/generated-types.test.ts fails while it is out of date.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generateTypes } from "./types-source.ts";

writeFileSync(fileURLToPath(new URL("../src/openapi.ts", import.meta.url)), await generateTypes());
