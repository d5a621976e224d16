import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown → HTML that is safe to put in the page: only text formatting,
 * links, images, code and tables survive; scripts, styles, iframes, event
 * handlers and `javascript:`/`data:` URLs are removed. External links open
 * without handing the page to the other site.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "p",
      "br",
      "hr",
      "blockquote",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "del",
      "code",
      "pre",
      "a",
      "img",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "figure",
      "figcaption",
      "sup",
      "sub",
      "span",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading"],
      code: ["class"],
      pre: ["tabindex"],
      th: ["align"],
      td: ["align"],
    },
    allowedClasses: { code: [/^language-[\w-]+$/] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    // A post's own h1 would compete with the page title; demote it.
    transformTags: {
      h1: "h2",
      // A code block wider than the article scrolls; the keyboard reaches it to scroll it (axe: scrollable-region-focusable).
      pre: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? "");
        return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy" } }),
    },
  });
}
