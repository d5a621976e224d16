import * as fontkit from "fontkit";
import { resolveFont, type FontFaceEntry, type ResolvedFont } from "@paperjet/fonts";
import { FontMetrics } from "./font-metrics.ts";

/** Injected so the core never touches the file system: fs in Node, fetch/data: URIs in a browser. */
export interface FontSource {
  load(file: string): Promise<Uint8Array>;
}

/** One bundled face, as `fontsFor` lists it and `loadFonts` takes it. */
export type FaceRef = FontFaceEntry;

export interface LoadedFace {
  resolved: ResolvedFont;
  metrics: FontMetrics;
}

/**
 * Thrown by layout when a style needs a face that has not been loaded. Measuring with another face
 * would give line breaks the printed document does not have, so layout refuses instead.
 */
export class FontNotLoadedError extends Error {
  override name = "FontNotLoadedError";
  constructor(readonly face: FaceRef) {
    super(
      `Font ${face.family} ${face.weight} ${face.style} (${face.file}) is not loaded: await engine.prepare(document) before layout or render`,
    );
  }
}

/**
 * The faces an engine has parsed. Faces load on demand (each file once, concurrent requests sharing
 * one load); lookups stay synchronous so layout never waits.
 */
export class FontSet {
  private readonly byFile = new Map<string, FontMetrics>();
  private readonly loading = new Map<string, Promise<void>>();

  constructor(private readonly source: FontSource) {}

  has(file: string): boolean {
    return this.byFile.has(file);
  }

  load(faces: readonly FaceRef[]): Promise<void> {
    return Promise.all(faces.map((face) => this.loadOne(face.file))).then(() => undefined);
  }

  private loadOne(file: string): Promise<void> {
    if (this.byFile.has(file)) return Promise.resolve();
    let pending = this.loading.get(file);
    if (!pending) {
      pending = this.source.load(file).then(
        (bytes) => {
          // fontkit's typings ask for a Buffer, but its parser only needs a Uint8Array (true in browsers too).
          this.byFile.set(file, new FontMetrics(fontkit.create(bytes as Buffer) as fontkit.Font));
          this.loading.delete(file);
        },
        (error: unknown) => {
          // A failed download must not stick: the next prepare() tries again.
          this.loading.delete(file);
          throw error;
        },
      );
      this.loading.set(file, pending);
    }
    return pending;
  }

  face(family: string | undefined, weight: number | undefined, italic: boolean | undefined): LoadedFace {
    const resolved = resolveFont(family, weight ?? 400, italic ?? false);
    const metrics = this.byFile.get(resolved.file);
    if (!metrics) {
      const { warning: _warning, ...face } = resolved;
      throw new FontNotLoadedError(face);
    }
    return { resolved, metrics };
  }
}
