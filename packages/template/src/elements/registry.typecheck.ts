/**
 * Compiled by `tsc` (the package's typecheck), never run: proves that a registry without an entry for
 * some element type does not build. If the registry type stopped requiring every type, the directive
 * below would be unused and tsc would fail on that instead.
 */
import type { TemplateRegistry } from "./definition.ts";
import { TEMPLATE_ELEMENTS } from "./registry.ts";

const { qrcode: _left_out, ...withoutQrCode } = TEMPLATE_ELEMENTS;
// @ts-expect-error qrcode is missing
export const incomplete: TemplateRegistry = withoutQrCode;
