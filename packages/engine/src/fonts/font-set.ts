import * as fontkit from "fontkit";
import { fontManifest, resolveFont, type ResolvedFont } from "@paperjet/fonts";
import { FontMetrics } from "./font-metrics.ts";

/** Injected so the core never touches the file system: fs in Node, fetch/data: URIs in a browser. */
export interface FontSource {
  load(file: string): Promise<Uint8Array>;
}

export interface LoadedFace {
  resolved: ResolvedFont;
  metrics: FontMetrics;
}

/** Every bundled face, parsed once per engine. */
export class FontSet {
  private constructor(private readonly byFile: Map<string, FontMetrics>) {}

  static async load(source: FontSource): Promise<FontSet> {
    const entries = await Promise.all(
      fontManifest.map(async (face) => {
        const bytes = await source.load(face.file);
        // fontkit's typings ask for a Buffer, but its parser only needs a Uint8Array (true in browsers too).
        const font = fontkit.create(bytes as Buffer) as fontkit.Font;
        return [face.file, new FontMetrics(font)] as const;
      }),
    );
    return new FontSet(new Map(entries));
  }

  face(family: string | undefined, weight: number | undefined, italic: boolean | undefined): LoadedFace {
    const resolved = resolveFont(family, weight ?? 400, italic ?? false);
    return { resolved, metrics: this.byFile.get(resolved.file)! };
  }
}
