// Two tsc builds, ESM and CommonJS, each with its declarations; no bundler, no runtime dependency.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
rmSync(path.join(dir, "dist"), { recursive: true, force: true });
for (const config of ["tsconfig.build.json", "tsconfig.cjs.json"])
  execFileSync(process.execPath, [tsc, "-p", config], { cwd: dir, stdio: "inherit" });
// dist/cjs sits in a "type": "module" package: its own package.json makes Node read it as CommonJS.
mkdirSync(path.join(dir, "dist/cjs"), { recursive: true });
writeFileSync(path.join(dir, "dist/cjs/package.json"), '{ "type": "commonjs" }\n');
