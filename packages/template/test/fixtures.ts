import { readFileSync } from "node:fs";

// The shared fixtures, as copied into the repository by the engine package (see its fixtures/README.md).
const FIXTURES = new URL("../../engine/fixtures/", import.meta.url);

export function readFixture(name: string): any {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), "utf8"));
}
