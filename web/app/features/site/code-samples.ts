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
}

const indent = (text: string, spaces: number) => text.replace(/\n/g, `\n${" ".repeat(spaces)}`);

export function codeSample(language: SampleLanguage, call: SampleCall): string {
  const json = call.body === undefined ? undefined : JSON.stringify(call.body, null, 2);
  switch (language) {
    case "curl":
      return [
        `curl${call.method === "GET" ? "" : ` -X ${call.method}`} "${call.url}" \\`,
        `  -H "Authorization: Bearer $PAPERJET_API_KEY"${json || call.outputFile ? " \\" : ""}`,
        ...(json ? [`  -H "Content-Type: application/json" \\`, `  -d '${json.replace(/'/g, "'\\''")}'${call.outputFile ? " \\" : ""}`] : []),
        ...(call.outputFile ? [`  --output ${call.outputFile}`] : []),
      ].join("\n");
    case "node":
      return [
        `const response = await fetch("${call.url}", {`,
        `  method: "${call.method}",`,
        `  headers: {`,
        `    Authorization: \`Bearer \${process.env.PAPERJET_API_KEY}\`,`,
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
        `import os`,
        `import requests`,
        ``,
        `response = requests.${call.method.toLowerCase()}(`,
        `    "${call.url}",`,
        `    headers={"Authorization": f"Bearer {os.environ['PAPERJET_API_KEY']}"},`,
        ...(json ? [`    json=${indent(toPython(json), 4)},`] : []),
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
        `        "Authorization: Bearer " . getenv("PAPERJET_API_KEY"),`,
        ...(json ? [`        "Content-Type: application/json",`] : []),
        `    ],`,
        ...(json ? [`    CURLOPT_POSTFIELDS => json_encode(${indent(toPhp(call.body), 4)}),`] : []),
        `]);`,
        `$body = curl_exec($curl);`,
        `if (curl_getinfo($curl, CURLINFO_HTTP_CODE) >= 400) {`,
        `    throw new RuntimeException("Paperjet: " . $body);`,
        `}`,
        call.outputFile ? `file_put_contents("${call.outputFile}", $body);` : `print_r(json_decode($body, true));`,
      ].join("\n");
  }
}

function toPython(json: string): string {
  return json.replace(/\btrue\b/g, "True").replace(/\bfalse\b/g, "False").replace(/\bnull\b/g, "None");
}

function toPhp(value: unknown, depth = 0): string {
  const pad = "    ".repeat(depth + 1);
  const end = "    ".repeat(depth);
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => pad + toPhp(v, depth + 1)).join(",\n")},\n${end}]` : "[]";
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length ? `[\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)} => ${toPhp(v, depth + 1)}`).join(",\n")},\n${end}]` : "new stdClass()";
  }
  if (value === null || value === undefined) return "null";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
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
