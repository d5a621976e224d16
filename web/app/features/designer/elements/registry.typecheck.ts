/**
 * Compiled by `tsc` (web's typecheck), never run: proves that a designer registry without an entry
 * for some element type does not build. If the registry type stopped requiring every type, the
 * directive below would be unused and tsc would fail on that instead.
 */
import type { DesignerRegistry } from "./definition.ts";
import { DESIGNER_ELEMENTS } from "./registry.ts";

const { qrcode: _left_out, ...withoutQrCode } = DESIGNER_ELEMENTS;
// @ts-expect-error qrcode is missing
export const incomplete: DesignerRegistry = withoutQrCode;
