/**
 * Why an SVG may not be stored, or undefined. Uploaded SVGs are shown in the designer and inlined in
 * renders, so anything that could run code or reach the network is refused outright rather than
 * rewritten: scripts, event handlers, foreign HTML, references to other documents, and DTD entities
 * (XML bombs, external entities).
 */
export function svgProblem(text: string): string | undefined {
  const checks: [RegExp, string][] = [
    [/<!DOCTYPE[^>]*\[|<!ENTITY/i, "declares XML entities"],
    [/<\s*script\b/i, "contains a script"],
    [/\son[a-z]+\s*=/i, "contains an event handler attribute (such as onload)"],
    [/<\s*(foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i, "contains embedded content"],
    [/javascript\s*:/i, "contains a javascript: link"],
    [/(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|gif|webp);base64,)/i, "refers to another document (only #fragments and embedded images are allowed)"],
    [/url\(\s*["']?\s*(?!#|data:image\/(?:png|jpeg|gif|webp);base64,)/i, "loads an external resource through url()"],
    [/@import/i, "imports a style sheet"],
    [/<\?xml-stylesheet/i, "links a style sheet"],
  ];
  for (const [pattern, reason] of checks) if (pattern.test(text)) return reason;
  return undefined;
}
