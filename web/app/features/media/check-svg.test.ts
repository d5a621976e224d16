import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { svgProblem } from "./check-svg.server";

const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"${attributes}>${inner}</svg>`;

describe("svgProblem", () => {
  it.each([
    [
      "a namespace-prefixed script",
      '<x:svg xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></x:svg>',
      /script \(x:script\)/,
    ],
    [
      "a namespace-prefixed foreignObject",
      svg('<x:foreignObject xmlns:x="http://www.w3.org/2000/svg"><p>hi</p></x:foreignObject>'),
      /embedded content \(x:foreignObject\)/,
    ],
    ["an XHTML script", svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), /script \(h:script\)/],
    [
      "a remote fill in a style attribute",
      svg('<rect width="1" height="1" style="fill:url(http://evil.example/x)"/>'),
      /external resource/,
    ],
    ["a CSS-escaped url()", svg('<rect width="1" height="1" style="fill:u\\72l(http://evil.example/x)"/>'), /external resource/],
    ["a remote fill attribute", svg('<rect width="1" height="1" fill="url(\'https://evil.example/#a\')"/>'), /external resource/],
    ["an @import in a style element", svg("<style><![CDATA[@import 'https://evil.example/a.css';]]></style>"), /imports a style sheet/],
    ["an event handler", svg('<rect onclick="alert(1)"/>'), /event handler/],
    ["an animation that could set a link", svg('<set attributeName="href" to="javascript:alert(1)"/>'), /element set/],
    ["a link element", svg('<a href="https://evil.example"><rect/></a>'), /element a/],
    ["a remote image", svg('<image href="https://evil.example/x.png"/>'), /another document/],
    ["entities", '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>', /entities/],
    ["an xml-stylesheet", '<?xml-stylesheet href="https://evil.example/a.css"?>' + svg(""), /processing instruction/],
    [
      "a root that is not svg",
      '<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></html>',
      /not an SVG document/,
    ],
    ["broken XML", "<svg xmlns='http://www.w3.org/2000/svg'><rect></svg>", /well-formed/],
  ])("refuses %s", (_what, text, reason) => {
    expect(svgProblem(text)).toMatch(reason);
  });

  it("accepts drawings with gradients, filters, fragments, embedded rasters and editor metadata", () => {
    expect(svgProblem(readFileSync(new URL("../../../tests/fixtures/media/sample.svg", import.meta.url), "utf8"))).toBeUndefined();
    const inkscape = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" viewBox="0 0 10 10" inkscape:version="1.3" xml:space="preserve">
  <metadata><rdf:RDF><dc:title>Logo</dc:title></rdf:RDF></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>
  <style>.a { fill: url(#g); }</style>
  <g inkscape:label="Layer 1" data-name="layer"><rect class="a" width="10" height="10" filter="url(#f)" style="stroke:url( '#g' )"/>
  <use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/></g>
</svg>`;
    expect(svgProblem(inkscape)).toBeUndefined();
  });
});

describe("svgProblem: <use> amplification", () => {
  const bomb = (levels: number, fanOut = 10) => {
    let defs = '<g id="l0"><rect width="1" height="1"/></g>';
    for (let i = 1; i <= levels; i++)
      defs += `<g id="l${i}">${Array.from({ length: fanOut }, () => `<use href="#l${i - 1}"/>`).join("")}</g>`;
    return svg(`<defs>${defs}</defs><use href="#l${levels}"/>`);
  };

  it("refuses nested <use> (the exponential bomb that crashed the worker's Chromium)", () => {
    expect(svgProblem(bomb(7))).toMatch(/uses <use> of content that itself contains <use>/);
    expect(svgProblem(svg('<g id="a"><use href="#a"/></g>'))).toMatch(/itself contains <use>/);
  });

  it("refuses flat <use> past SVG_MAX_DRAWN_ELEMENTS and accepts ordinary reuse", () => {
    const group = `<g id="g">${'<rect width="1" height="1"/>'.repeat(1000)}</g>`;
    expect(svgProblem(svg(`<defs>${group}</defs>${'<use href="#g"/>'.repeat(30)}`))).toMatch(
      /draws 3\d{4} elements once its <use> references are expanded, more than 20000/,
    );
    expect(svgProblem(svg(`<defs><circle id="dot" r="1"/></defs>${'<use href="#dot"/>'.repeat(50)}`))).toBeUndefined();
  });
});
