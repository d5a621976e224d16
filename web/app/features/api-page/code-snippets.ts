export const SNIPPET_LANGUAGES = ["curl", "node", "python", "php"] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export const SNIPPET_LABELS: Record<SnippetLanguage, string> = { curl: "curl", node: "Node.js", python: "Python", php: "PHP" };

/** Ready-to-run code for `POST /api/v1/generate/single/{id}` (api.md), writing the PDF to a file. */
export function codeSnippet(language: SnippetLanguage, options: { baseUrl: string; templateId: string; data: unknown; fileName: string }): string {
  const url = `${options.baseUrl.replace(/\/$/, "")}/api/v1/generate/single/${options.templateId}`;
  const body = JSON.stringify({ data: options.data, format: "pdf" }, null, 2);
  const file = options.fileName;
  switch (language) {
    case "curl":
      return [
        `curl -X POST '${url}' \\`,
        `  -H 'Authorization: Bearer YOUR_API_KEY' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  --data '${body.replace(/'/g, "'\\''")}' \\`,
        `  --output '${file}'`,
      ].join("\n");
    case "node":
      return [
        `import { writeFile } from "node:fs/promises";`,
        ``,
        `const response = await fetch("${url}", {`,
        `  method: "POST",`,
        `  headers: { Authorization: "Bearer YOUR_API_KEY", "Content-Type": "application/json" },`,
        `  body: JSON.stringify(${body.split("\n").join("\n  ")}),`,
        `});`,
        `if (!response.ok) throw new Error(\`Paperjet answered \${response.status}: \${await response.text()}\`);`,
        `await writeFile("${file}", Buffer.from(await response.arrayBuffer()));`,
      ].join("\n");
    case "python":
      return [
        `import requests`,
        ``,
        `response = requests.post(`,
        `    "${url}",`,
        `    headers={"Authorization": "Bearer YOUR_API_KEY"},`,
        `    json=${toPython(JSON.parse(body), 4)},`,
        `    timeout=60,`,
        `)`,
        `response.raise_for_status()`,
        `with open("${file}", "wb") as f:`,
        `    f.write(response.content)`,
      ].join("\n");
    case "php":
      return [
        `<?php`,
        `$ch = curl_init('${url}');`,
        `curl_setopt_array($ch, [`,
        `    CURLOPT_POST => true,`,
        `    CURLOPT_RETURNTRANSFER => true,`,
        `    CURLOPT_HTTPHEADER => ['Authorization: Bearer YOUR_API_KEY', 'Content-Type: application/json'],`,
        `    CURLOPT_POSTFIELDS => json_encode(${toPhp(JSON.parse(body), 4)}),`,
        `]);`,
        `$pdf = curl_exec($ch);`,
        `if (curl_getinfo($ch, CURLINFO_HTTP_CODE) !== 200) { throw new Exception($pdf); }`,
        `file_put_contents('${file}', $pdf);`,
      ].join("\n");
  }
}

function toPython(value: unknown, indent: number): string {
  const pad = " ".repeat(indent);
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `${pad}    ${toPython(v, indent + 4)}`).join(",\n")}\n${pad}]` : "[]";
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? `{\n${entries.map(([k, v]) => `${pad}    ${JSON.stringify(k)}: ${toPython(v, indent + 4)}`).join(",\n")}\n${pad}}` : "{}";
  }
  return JSON.stringify(value);
}

function toPhp(value: unknown, indent: number): string {
  const pad = " ".repeat(indent);
  const str = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (value === null) return "null";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return str(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `${pad}    ${toPhp(v, indent + 4)}`).join(",\n")}\n${pad}]` : "[]";
  const entries = Object.entries(value as Record<string, unknown>);
  // An empty PHP array would be sent as [] — an object is what the API expects.
  return entries.length ? `[\n${entries.map(([k, v]) => `${pad}    ${str(k)} => ${toPhp(v, indent + 4)}`).join(",\n")}\n${pad}]` : "new stdClass()";
}
