export const SAMPLE_LANGUAGES = ["curl", "node", "python", "php"] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];
export const SAMPLE_LANGUAGE_NAMES: Record<SampleLanguage, string> = { curl: "curl", node: "Node.js", python: "Python", php: "PHP" };

/** A call of the API as it looks in each language we document. */
export interface SampleCall {
  method: "GET" | "POST";
  url: string;
  body?: unknown;
  /** Where a binary answer is written; JSON answers are printed. */
  outputFile?: string;
  /**
   * "env": read from PAPERJET_API_KEY (the site's samples); "placeholder": YOUR_API_KEY to paste over
   * (the app's snippets); `{ key }`: that key written in (a key just created on the API page).
   */
  apiKey?: "env" | "placeholder" | { key: string };
}

const indent = (text: string, spaces: number) => text.replace(/\n/g, `\n${" ".repeat(spaces)}`);

export function codeSample(language: SampleLanguage, call: SampleCall): string {
  const json = call.body === undefined ? undefined : JSON.stringify(call.body, null, 2);
  const fromEnv = call.apiKey === undefined || call.apiKey === "env";
  const literal = typeof call.apiKey === "object" ? call.apiKey.key : "YOUR_API_KEY";
  switch (language) {
    case "curl":
      return [
        `curl${call.method === "GET" ? "" : ` -X ${call.method}`} "${call.url}" \\`,
        `  -H "Authorization: Bearer ${fromEnv ? "$PAPERJET_API_KEY" : literal}"${json || call.outputFile ? " \\" : ""}`,
        ...(json
          ? [`  -H "Content-Type: application/json" \\`, `  -d '${json.replace(/'/g, "'\\''")}'${call.outputFile ? " \\" : ""}`]
          : []),
        ...(call.outputFile ? [`  --output ${call.outputFile}`] : []),
      ].join("\n");
    case "node":
      return [
        ...(call.outputFile ? [`import fs from "node:fs";`, ``] : []),
        `const response = await fetch("${call.url}", {`,
        `  method: "${call.method}",`,
        `  headers: {`,
        fromEnv ? `    Authorization: \`Bearer \${process.env.PAPERJET_API_KEY}\`,` : `    Authorization: "Bearer ${literal}",`,
        ...(json ? [`    "Content-Type": "application/json",`] : []),
        `  },`,
        ...(json ? [`  body: JSON.stringify(${indent(json, 2)}),`] : []),
        `});`,
        `if (!response.ok) throw new Error(\`Paperjet: \${response.status} \${await response.text()}\`);`,
        call.outputFile
          ? `await fs.promises.writeFile("${call.outputFile}", Buffer.from(await response.arrayBuffer()));`
          : `console.log(await response.json());`,
      ].join("\n");
    case "python":
      return [
        ...(fromEnv ? [`import os`] : []),
        `import requests`,
        ``,
        `response = requests.${call.method.toLowerCase()}(`,
        `    "${call.url}",`,
        fromEnv
          ? `    headers={"Authorization": f"Bearer {os.environ['PAPERJET_API_KEY']}"},`
          : `    headers={"Authorization": "Bearer ${literal}"},`,
        ...(json ? [`    json=${toPython(call.body, 4)},`] : []),
        `    timeout=60,`,
        `)`,
        `response.raise_for_status()`,
        call.outputFile ? `with open("${call.outputFile}", "wb") as file:\n    file.write(response.content)` : `print(response.json())`,
      ].join("\n");
    case "php":
      return [
        `<?php`,
        `$curl = curl_init("${call.url}");`,
        `curl_setopt_array($curl, [`,
        ...(call.method === "POST" ? [`    CURLOPT_POST => true,`] : []),
        `    CURLOPT_RETURNTRANSFER => true,`,
        `    CURLOPT_HTTPHEADER => [`,
        fromEnv ? `        "Authorization: Bearer " . getenv("PAPERJET_API_KEY"),` : `        "Authorization: Bearer ${literal}",`,
        ...(json ? [`        "Content-Type: application/json",`] : []),
        `    ],`,
        ...(json ? [`    CURLOPT_POSTFIELDS => json_encode(${toPhp(call.body, 4)}),`] : []),
        `]);`,
        `$body = curl_exec($curl);`,
        `if (curl_getinfo($curl, CURLINFO_HTTP_CODE) >= 400) {`,
        `    throw new RuntimeException("Paperjet: " . $body);`,
        `}`,
        call.outputFile ? `file_put_contents("${call.outputFile}", $body);` : `print_r(json_decode($body, true));`,
      ].join("\n");
  }
}

/** Python literals from the value itself (a text replace on JSON would also rewrite "true" inside strings). */
function toPython(value: unknown, indent: number): string {
  const pad = " ".repeat(indent);
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((v) => `${pad}    ${toPython(v, indent + 4)}`).join(",\n")}\n${pad}]` : "[]";
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length
      ? `{\n${entries.map(([k, v]) => `${pad}    ${JSON.stringify(k)}: ${toPython(v, indent + 4)}`).join(",\n")}\n${pad}}`
      : "{}";
  }
  return JSON.stringify(value);
}

function toPhp(value: unknown, indent: number): string {
  const pad = " ".repeat(indent);
  const str = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  if (typeof value === "string") return str(value);
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `${pad}    ${toPhp(v, indent + 4)}`).join(",\n")}\n${pad}]` : "[]";
  const entries = Object.entries(value as Record<string, unknown>);
  // An empty PHP array would be sent as [] — an object is what the API expects.
  return entries.length
    ? `[\n${entries.map(([k, v]) => `${pad}    ${str(k)} => ${toPhp(v, indent + 4)}`).join(",\n")}\n${pad}]`
    : "new stdClass()";
}

/** The example generation call used across the marketing pages. */
export const INVOICE_CALL: SampleCall = {
  method: "POST",
  url: "https://paperjet.dev/api/v1/generate/single/YOUR_TEMPLATE_ID",
  body: { data: { customer: { name: "ACME B.V." }, invoice: { number: "2026-0142", total: 1250 } }, format: "pdf" },
  outputFile: "invoice.pdf",
};

export const SOCIAL_CARD_CALL: SampleCall = {
  method: "POST",
  url: "https://paperjet.dev/api/v1/generate/single/YOUR_TEMPLATE_ID",
  body: { data: { title: "Generate PDFs with one API call", author: "Daan Mulder" }, format: "png", scale: 2 },
  outputFile: "social-card.png",
};
