import { SaxesParser, type SaxesTagNS } from "saxes";

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";
const XML = "http://www.w3.org/XML/1998/namespace";
const XMLNS = "http://www.w3.org/2000/xmlns/";

/** Drawing, text, paint servers, clipping, masking and filters: nothing that runs, links, animates or embeds. */
const SVG_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "metadata",
  "style",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "image",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);

/** Editors' bookkeeping (Inkscape, Sodipodi, RDF licence data): no browser renders or runs it. */
const INERT_NAMESPACES = new Set([
  "http://www.inkscape.org/namespaces/inkscape",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://purl.org/dc/elements/1.1/",
  "http://creativecommons.org/ns#",
  "http://web.resource.org/cc/",
]);

/** Geometry, presentation and filter attributes of SVG 1.1/2 (no event handlers, no `begin`/`values` of animation). */
const SVG_ATTRIBUTES = new Set(
  (
    "id class style lang tabindex transform viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points " +
    "pathLength version baseProfile href dx dy rotate textLength lengthAdjust startOffset method spacing side " +
    "gradientUnits gradientTransform spreadMethod offset patternUnits patternContentUnits patternTransform " +
    "clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight refX refY orient " +
    "filterUnits primitiveUnits in in2 result mode type values tableValues slope intercept amplitude exponent " +
    "operator k1 k2 k3 k4 order kernelMatrix divisor bias targetX targetY edgeMode preserveAlpha surfaceScale " +
    "diffuseConstant specularConstant specularExponent kernelUnitLength scale xChannelSelector yChannelSelector " +
    "stdDeviation radius azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle baseFrequency " +
    "numOctaves seed stitchTiles requiredExtensions systemLanguage " +
    "alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation color-interpolation-filters " +
    "color-rendering cursor direction display dominant-baseline fill fill-opacity fill-rule filter flood-color " +
    "flood-opacity font font-family font-size font-size-adjust font-stretch font-style font-variant font-weight " +
    "image-rendering letter-spacing lighting-color marker-end marker-mid marker-start mask mask-type opacity overflow " +
    "paint-order pointer-events shape-rendering stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset " +
    "stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration " +
    "text-rendering transform-origin unicode-bidi vector-effect visibility white-space word-spacing writing-mode " +
    "enable-background isolation mix-blend-mode"
  ).split(" "),
);

/**
 * Elements an SVG may draw once its `<use>` references are expanded. Each `<use>` clones what it
 * points at, so nested references multiply: ten groups of ten `<use>` of the one before drew 10^5
 * rects in 24 s and 10^7 crashed the render worker's single-process Chromium (issue 18, finding 7).
 */
export const SVG_MAX_DRAWN_ELEMENTS = 20_000;

/** The only references an SVG may hold: a fragment of itself, or an embedded raster image. */
const SAFE_REFERENCE = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/i;

/**
 * Why an SVG may not be stored, or undefined. Uploaded SVGs are shown in the designer and inlined in
 * renders, so the file is parsed as XML (namespace-aware: `<x:script xmlns:x="…svg">` is a script)
 * and every element and attribute must be on an allowlist; anything that could run code, reach the
 * network or declare entities is refused outright rather than rewritten.
 */
export function svgProblem(text: string): string | undefined {
  let problem: string | undefined;
  const refuse = (reason: string) => {
    problem ??= reason;
  };
  let depth = 0;
  let inStyle = false;
  const uses = new UseCounter();
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on("doctype", (doctype) => {
    if (doctype.includes("[")) refuse("declares XML entities");
  });
  parser.on("processinginstruction", () => refuse("contains a processing instruction (such as xml-stylesheet)"));
  parser.on("opentag", (tag) => {
    if (depth++ === 0 && !(tag.uri === SVG && tag.local === "svg")) refuse("is not an SVG document (its root is not an svg element)");
    const reason = elementProblem(tag);
    if (reason) refuse(reason);
    inStyle = tag.uri === SVG && tag.local === "style";
    uses.open(tag);
  });
  parser.on("closetag", () => {
    depth--;
    inStyle = false;
    uses.close();
  });
  const checkStyleText = (css: string) => {
    const reason = inStyle ? cssProblem(css) : undefined;
    if (reason) refuse(reason);
  };
  parser.on("text", checkStyleText);
  parser.on("cdata", checkStyleText);
  parser.on("error", (error) => {
    // The parser keeps going after an error; the first one is the answer.
    refuse(/undefined entity/i.test(error.message) ? "declares XML entities" : "is not well-formed XML");
  });
  try {
    parser.write(text).close();
  } catch {
    refuse("is not well-formed XML");
  }
  if (!problem) {
    const drawn = uses.drawnElements();
    if (drawn === "nested") refuse("uses <use> of content that itself contains <use> (it could multiply without end)");
    else if (drawn > SVG_MAX_DRAWN_ELEMENTS)
      refuse(`draws ${drawn} elements once its <use> references are expanded, more than ${SVG_MAX_DRAWN_ELEMENTS}`);
  }
  return problem;
}

/** Subtree sizes by id and the targets of `<use>`, to count what the SVG draws once expanded. */
class UseCounter {
  private readonly open_: { id?: string; size: number; hasUse: boolean }[] = [];
  private readonly subtrees = new Map<string, { size: number; hasUse: boolean }>();
  private readonly targets: string[] = [];
  private elements = 0;

  open(tag: SaxesTagNS) {
    this.elements += 1;
    const isUse = tag.uri === SVG && tag.local === "use";
    if (isUse) {
      const href = (tag.attributes.href ?? tag.attributes["xlink:href"])?.value.trim() ?? "";
      if (href.startsWith("#")) this.targets.push(href.slice(1));
      for (const ancestor of this.open_) ancestor.hasUse = true;
    }
    this.open_.push({ id: tag.attributes.id?.value, size: 1, hasUse: isUse });
  }

  close() {
    const done = this.open_.pop();
    if (!done) return;
    if (this.open_.length) this.open_[this.open_.length - 1].size += done.size;
    if (done.id !== undefined) this.subtrees.set(done.id, { size: done.size, hasUse: done.hasUse });
  }

  /** Elements drawn with every `<use>` expanded, or "nested" when a `<use>` clones another `<use>`. */
  drawnElements(): number | "nested" {
    let drawn = this.elements;
    for (const target of this.targets) {
      const subtree = this.subtrees.get(target);
      if (!subtree) continue;
      if (subtree.hasUse) return "nested";
      drawn += subtree.size;
    }
    return drawn;
  }
}

function elementProblem(tag: SaxesTagNS): string | undefined {
  const allowed = tag.uri === SVG ? SVG_ELEMENTS.has(tag.local) : INERT_NAMESPACES.has(tag.uri);
  if (!allowed) {
    if (tag.local.toLowerCase() === "script") return `contains a script (${tag.name})`;
    if (/^(foreignobject|iframe|embed|object|audio|video|handler|listener)$/i.test(tag.local))
      return `contains embedded content (${tag.name})`;
    return `contains the element ${tag.name}, which is not allowed in an uploaded SVG`;
  }
  for (const attribute of Object.values(tag.attributes)) {
    const { uri, local, name, value } = attribute;
    if (uri === XMLNS || name === "xmlns") continue;
    if (/^on/i.test(local)) return `contains an event handler attribute (${name})`;
    const known =
      uri === ""
        ? SVG_ATTRIBUTES.has(local) || /^(data|aria)-[\w-]+$|^role$/.test(local)
        : uri === XLINK
          ? local === "href" || local === "title"
          : uri === XML || INERT_NAMESPACES.has(uri);
    if (!known) return `contains the attribute ${name}, which is not allowed in an uploaded SVG`;
    if (local === "href" && !SAFE_REFERENCE.test(value.trim()))
      return "refers to another document (only #fragments and embedded images are allowed)";
    const reason = cssProblem(value);
    if (reason) return reason;
  }
  return undefined;
}

/**
 * Style text (a `style` attribute, a `<style>` element, or a presentation attribute such as fill) with
 * comments removed and CSS escapes decoded, so `u\72l(` is seen as `url(`: only `url(#fragment)`
 * and embedded raster images may be referenced, and nothing imported.
 */
function cssProblem(css: string): string | undefined {
  const plain = css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd))
    .replace(/\\(.)/g, "$1")
    .toLowerCase();
  if (plain.includes("@import")) return "imports a style sheet";
  if (/javascript\s*:/.test(plain)) return "contains a javascript: link";
  if (/expression\s*\(/.test(plain)) return "contains a CSS expression";
  for (const match of plain.matchAll(/(?:url|src|image|image-set|-webkit-image-set)\(\s*(["']?)([^"')]*)/g)) {
    if (!SAFE_REFERENCE.test(match[2].trim())) return "loads an external resource through url()";
  }
  return undefined;
}
