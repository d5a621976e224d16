import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const localesDir = path.resolve(__dirname, "../../../public/locales");
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every translation key of every namespace (`a11y.nothingSelected`, plurals without their suffix), as the page would show it untranslated. */
function translationKeys(): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string, namespace: string) => {
    if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key, namespace);
      return;
    }
    // A single word ("title") is a real word on a page too; only dotted paths are unmistakably keys.
    const key = prefix.replace(/_(zero|one|two|few|many|other)$/, "");
    if (key.includes(".")) keys.add(key);
    keys.add(`${namespace}:${key}`);
  };
  for (const file of readdirSync(path.join(localesDir, "en"))) {
    const namespace = file.replace(/\.json$/, "");
    walk(JSON.parse(readFileSync(path.join(localesDir, "en", file), "utf8")), "", namespace);
  }
  return [...keys];
}
const KEYS = new Set(translationKeys());

/** The keys shown as text, or in a name, label, title, placeholder or alt, of the page as it is now. */
export async function findRawKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, noscript, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node.textContent ?? "");
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description], meta[name=description]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt", "aria-description", "content"])
        out.push(el.getAttribute(name) ?? "");
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) for (const token of text.match(/[\w-]+:?[\w.-]*[\w]/g) ?? []) if (KEYS.has(token)) found.add(token);
  return [...found];
}

/** How far the page is wider than its viewport (0: no horizontal scrolling), and the widest offenders when it is. */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    const culprits =
      overflow > 0
        ? [...document.body.querySelectorAll("*")]
            // What sticks out of the page itself; what sticks out inside a scrolling box does not widen it.
            .filter(
              (el) =>
                el.getBoundingClientRect().right > width + 1 &&
                !el.parentElement?.closest("[class*=overflow-x-auto], [class*=overflow-auto], [class*=overflow-hidden]"),
            )
            .slice(-5)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} (${Math.round(el.getBoundingClientRect().right)} px)`)
        : [];
    return { overflow, culprits };
  });
}

/** axe-core's WCAG 2 A and AA rules run inside the page; one line per violation and element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's nonce-based CSP does not stop it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] }, resultTypes: ["violations"] });
    return result.violations;
  });
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ").slice(0, 300)}`),
  );
}

/** The box's centre against the viewport's centre, in px (0, 0: centred). */
export async function offCentre(page: Page, selector: string): Promise<{ dx: number; dy: number; fits: boolean }> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const fits = box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
    return {
      dx: Math.round(box.left + box.width / 2 - window.innerWidth / 2),
      dy: Math.round(box.top + box.height / 2 - window.innerHeight / 2),
      fits,
    };
  });
}
