import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.server";

describe("renderMarkdown", () => {
  it("keeps formatting, code, tables and safe links", () => {
    const html = renderMarkdown(
      "## Title\n\n**bold** and `code` [docs](/integrations/api) [site](https://example.com)\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```js\nconst x = 1;\n```",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="/integrations/api">docs</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>');
    expect(html).toContain("<table>");
    expect(html).toContain('<code class="language-js">const x = 1;');
  });

  it("removes scripts, event handlers, javascript: and data: URLs, iframes and styles", () => {
    const html = renderMarkdown(
      [
        "# Hello",
        "<script>alert('x')</script>",
        '<img src="x" onerror="alert(1)">',
        '<img src="https://example.com/a.png" alt="A chart" onload="steal()">',
        "[click me](javascript:alert(1))",
        '<a href="JaVaScRiPt:alert(2)">caps</a>',
        '<a href="data:text/html,<script>alert(3)</script>">data</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed" onclick="x()">styled</p>',
        "<svg><script>alert(4)</script></svg>",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
    expect(html).not.toMatch(/<iframe|<svg|style=/i);
    expect(html).toContain("<h2>Hello</h2>");
    expect(html).toContain('<img src="https://example.com/a.png" alt="A chart" loading="lazy" />');
    expect(html).toContain("click me");
    expect(html).toContain("<p>styled</p>");
  });

  it("makes a code block focusable, so the keyboard can scroll one wider than the article", () => {
    expect(renderMarkdown("```json\n[1, 2]\n```")).toContain('<pre tabindex="0"><code class="language-json">[1, 2]');
  });
});
