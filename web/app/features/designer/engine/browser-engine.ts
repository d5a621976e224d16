import { createEngine, type Engine } from "@paperjet/engine";
import { fontManifest } from "@paperjet/fonts";

let pending: Promise<Engine> | undefined;

/**
 * The shared layout engine and painter, running in the browser with the bundled fonts: each face is
 * fetched once and given both to `document.fonts` (what the browser draws the SVG text with) and to
 * the engine (what layout measures with), so line breaks match the worker's PDF exactly.
 */
export function loadBrowserEngine(): Promise<Engine> {
  pending ??= (async () => {
    const bytes = new Map<string, Uint8Array>();
    await Promise.all(
      fontManifest.map(async (face) => {
        const response = await fetch(`/fonts/${face.file}`);
        if (!response.ok) throw new Error(`Font ${face.file} could not be loaded (${response.status})`);
        const buffer = await response.arrayBuffer();
        bytes.set(face.file, new Uint8Array(buffer));
        // Given as bytes, a face is ready as soon as it is parsed; waiting for each one only delays the first page.
        document.fonts.add(new FontFace(face.family, buffer.slice(0), { weight: String(face.weight), style: face.style }));
      }),
    );
    performance.mark("paperjet:fonts-fetched");
    const engine = await createEngine({ fonts: { load: async (file) => bytes.get(file)! } });
    performance.mark("paperjet:engine-ready");
    return engine;
  })();
  pending.catch(() => (pending = undefined));
  return pending;
}
