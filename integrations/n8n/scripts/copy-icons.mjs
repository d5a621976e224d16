// tsc compiles the nodes; n8n loads each node's icon (`file:paperjet.svg`) from beside its compiled file.
import { cpSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
for (const node of readdirSync(path.join(root, "nodes"), { withFileTypes: true })) {
  if (!node.isDirectory()) continue;
  for (const file of readdirSync(path.join(root, "nodes", node.name)).filter((name) => name.endsWith(".svg"))) {
    cpSync(path.join(root, "nodes", node.name, file), path.join(root, "dist", "nodes", node.name, file));
  }
}
