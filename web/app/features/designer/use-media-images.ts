import { useCallback, useEffect, useRef, useState } from "react";
import type { TemplateDocument } from "@paperjet/template";
import { mediaSources } from "./canvas/edit-view.ts";

/**
 * The engine paints only data: URIs, so the designer turns each `media:{id}` the document uses into
 * one, fetched once from the owner's media. The map changes identity only when a new image arrives.
 */
export function useMediaImages(document: TemplateDocument): Record<string, string> {
  const [images, setImages] = useState<Record<string, string>>({});
  const requested = useRef(new Set<string>());
  const sources = mediaSources(document).join("\n");
  const fetchOne = useCallback(async (src: string) => {
    const response = await fetch(`/api/media/${src.slice("media:".length)}`, { credentials: "same-origin" });
    if (!response.ok) return;
    const blob = await response.blob();
    const uri = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
    setImages((prev) => ({ ...prev, [src]: uri }));
  }, []);
  useEffect(() => {
    for (const src of sources ? sources.split("\n") : []) {
      if (requested.current.has(src)) continue;
      requested.current.add(src);
      void fetchOne(src).catch(() => requested.current.delete(src));
    }
  }, [sources, fetchOne]);
  return images;
}
