import { describe, expect, it } from "vitest";
import { codeSnippet } from "./code-snippets";

const options = {
  baseUrl: "https://paperjet.example/",
  templateId: "3f0c3c52-2f55-4a51-9a35-2a6b1f7e0a11",
  data: { customer: { name: "ACME B.V.", vip: true }, lines: [] },
  fileStem: "invoice",
};

describe("integration code snippets", () => {
  it("call the generate endpoint of the chosen template with the key placeholder in every language", () => {
    for (const language of ["curl", "node", "python", "php"] as const) {
      const code = codeSnippet(language, options);
      expect(code).toContain("https://paperjet.example/api/v1/generate/single/3f0c3c52-2f55-4a51-9a35-2a6b1f7e0a11");
      expect(code).toContain("Bearer YOUR_API_KEY");
      expect(code).toContain("invoice.pdf");
    }
  });

  it("carry a key just created on the page instead of the placeholder", () => {
    for (const language of ["curl", "node", "python", "php"] as const) {
      const code = codeSnippet(language, { ...options, apiKey: "pj_live_abc123" });
      expect(code).toContain("Bearer pj_live_abc123");
      expect(code).not.toContain("YOUR_API_KEY");
    }
  });

  it("writes the data as each language's literals", () => {
    expect(codeSnippet("python", options)).toContain('"vip": True');
    expect(codeSnippet("php", options)).toContain("'name' => 'ACME B.V.'");
    expect(codeSnippet("curl", options)).toContain('"name": "ACME B.V."');
    expect(codeSnippet("curl", { ...options, data: { quote: "it's" } })).toContain(`it'\\''s`);
  });

  it("ask for an image in the chosen format, one page, with the quality for JPEG and WebP, and name the file by its extension", () => {
    const jpeg = codeSnippet("node", { ...options, format: "jpeg" });
    expect(jpeg).toMatch(/"format": "jpeg",\s*"page": 1,\s*"scale": 2,\s*"quality": 85/);
    expect(jpeg).toContain("invoice.jpg");
    const png = codeSnippet("curl", { ...options, format: "png" });
    expect(png).toContain('"format": "png"');
    expect(png).not.toContain("quality");
    expect(png).toContain("--output invoice.png");
    expect(codeSnippet("python", { ...options, format: "webp" })).toContain('open("invoice.webp", "wb")');
  });
});
