// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- svgdom ships no types; this file declares them for every importer of node.ts
/// <reference path="./svgdom.d.ts" />
import { registerWindow } from "@svgdotjs/svg.js";
import { nodeFontSource } from "@paperjet/fonts/node";
import { createSVGWindow } from "svgdom";
import { createEngine, type Engine } from "./engine.ts";

// svg.js needs a DOM; in Node that is svgdom, registered once for the process.
const svgWindow = createSVGWindow();
registerWindow(svgWindow, svgWindow.document);

export * from "./index.ts";

/** An engine reading the bundled fonts from node_modules. */
export function createNodeEngine(): Promise<Engine> {
  return createEngine({ fonts: nodeFontSource });
}
