import type { TemplateDocument } from "@paperjet/template";
import type { TemplateApi } from "./use-autosave.ts";

/** What a host (the embedded designer page) can do with a running designer. */
export interface DesignerHandle {
  /** Saves now; resolves to the saved version, rejects with the API's error. */
  save(): Promise<number>;
  getDocument(): TemplateDocument;
  /** Replaces the document (one undo step); resolves whether there are unsaved changes. */
  loadDocument(document: TemplateDocument): boolean;
  setExampleData(data: Record<string, unknown>): void;
  /** A test PDF of the current document (saved first). */
  previewPdf(): Promise<Blob>;
}

/**
 * The designer without the app around it (editor sessions): its API with the session's token,
 * manual saving, the panels and element types the session allows, and the events the embed
 * page forwards to its host.
 */
export interface DesignerEmbedding {
  api: TemplateApi;
  panels: readonly string[];
  elements: readonly string[] | null;
  canSave: boolean;
  canPreview: boolean;
  logoUrl: string | null;
  onReady(handle: DesignerHandle): void;
  onChange(dirty: boolean): void;
  /** A version was saved; `templateId` is the template's (a new template's first save creates it). */
  onSave(saved: { version: number; templateId: string }): void;
  onSelection(elementIds: string[]): void;
  onError(code: "save_failed" | "preview_failed", message: string, status: number | null): void;
}
