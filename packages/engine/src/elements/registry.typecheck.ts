/**
 * Compiled by `tsc` (the package's typecheck), never run: proves that an engine registry without an
 * entry for some element type does not build. If the registry type stopped requiring every type, the
 * directive below would be unused and tsc would fail on that instead.
 */
import type { EngineRegistry } from "./definition.ts";
import { ENGINE_ELEMENTS } from "./registry.ts";

const { qrcode: _left_out, ...withoutQrCode } = ENGINE_ELEMENTS;
// @ts-expect-error qrcode is missing
export const incomplete: EngineRegistry = withoutQrCode;
