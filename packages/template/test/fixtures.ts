import { readFileSync } from "node:fs";

const FIXTURES = new URL("../../../../shared/fixtures/", import.meta.url);

export function readFixture(name: string): any {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), "utf8"));
}
