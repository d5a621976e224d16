import { useCallback, useEffect, useRef, useState } from "react";
import type { TemplateDocument } from "@paperjet/template";
import { mediaSources } from "./canvas/edit-view.ts";
import { ApiError, apiFetch } from "~/utils/api-client";

/**
 * The engine paints only data: URIs, so the designer turns each `media:{id}` the document uses into
 * one, fetched once from the owner's media. The map changes identity only when a new image arrives.
 */
export function useMediaImages(document: TemplateDocument): Record<string, string> {
  const [images, setImages] = useState<Record<string, string>>({});
  const requested = useRef(new Set<string>());
  // Server failures are retried until the designer closes.
  const untilUnmount = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    untilUnmount.current = controller;
    return () => controller.abort();
  }, []);
  const sources = mediaSources(document).join("\n");
  const fetchOne = useCallback(async (src: string) => {
    const signal = untilUnmount.current.signal;
    const response = await apiFetch(`/api/media/${src.slice("media:".length)}`, { headers: { Accept: "*/*" }, signal }).catch(
      (e: unknown) => {
        if (e instanceof ApiError) return null; // missing or not the owner's: the image stays blank, as before
        throw e;
      },
    );
    if (!response) return;
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
