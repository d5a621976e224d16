import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { Engine } from "@paperjet/engine";
import type { TemplateDocument } from "@paperjet/template";

/**
 * Layout needs every face of a document loaded before it runs. This returns the newest document it
 * was given whose faces are loaded: `doc` itself when they are, otherwise the previous ready one
 * (null before the first) while the missing faces download — so picking a new font keeps the page
 * drawn in its old font for that moment instead of blank or in a fallback font with wrong breaks.
 */
export function useDocumentFonts(engine: Engine | null, doc: TemplateDocument): { ready: TemplateDocument | null; error: string | null } {
  const [loads, loaded] = useReducer((n: number) => n + 1, 0);
  const [error, setError] = useState<string | null>(null);
  // `loads` is a dependency on purpose: after a load the same document has nothing missing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const missing = useMemo(() => (engine ? engine.missingFonts(doc) : []), [engine, doc, loads]);
  const missingKey = missing.map((face) => face.file).join();
  useEffect(() => {
    if (!engine || !missing.length) return;
    // Not cancelled when the document changes again: the faces stay loaded in the engine either way,
    // and the re-render lets the newest document through once nothing it needs is missing.
    engine.loadFonts(missing).then(
      () => {
        setError(null);
        loaded();
      },
      (e: Error) => setError(e.message),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, missingKey]);
  const ready = useRef<TemplateDocument | null>(null);
  if (engine && !missing.length) {
    // For the designer benchmark: when the first document became drawable.
    if (!ready.current) performance.mark("paperjet:fonts-fetched");
    ready.current = doc;
  }
  return { ready: ready.current, error };
}
