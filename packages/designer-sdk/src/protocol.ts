/**
 * The postMessage protocol between a host page (this SDK) and the embedded designer
 * (`/embed/designer/…`). Both sides import these types, so they cannot drift. Every message
 * carries `protocol` and `v`; anything else — and anything from an origin the receiving side did
 * not expect — is ignored and counted.
 */
export const PROTOCOL = "paperjet-designer";
export const PROTOCOL_VERSION = 1;

export type Locale = "en" | "nl";

/** A template document (docs/template-format.md); the SDK passes it through untouched. */
export type TemplateDocument = { name: string; pages: unknown[]; [field: string]: unknown };

/** `invalid`: the URL's token opens no session (a wrong or truncated URL). */
export type SessionEndReason = "expired" | "revoked" | "invalid";

export type DesignerErrorCode =
  | "save_failed"
  | "preview_failed"
  | "forbidden"
  | "invalid_document"
  | "not_connected"
  /** The frame's page loaded but its designer never answered: the browser refused it (an origin not in the session's allowedOrigins). */
  | "frame_refused"
  | "timeout"
  | "destroyed"
  | "unknown_command"
  | "session_mismatch"
  | "session_expired";

/** Events: the designer tells the host. `templateId` is null and `version` 0 until a `newTemplate` session's first save creates the template. */
export type DesignerEvent =
  | { type: "ready"; templateId: string | null; version: number; locale: Locale }
  | { type: "change"; dirty: boolean }
  | { type: "save"; templateId: string; version: number }
  | { type: "selection"; elementIds: string[] }
  | { type: "error"; code: DesignerErrorCode; message: string }
  | { type: "sessionExpired"; reason: SessionEndReason };

/** Commands: the host asks the designer; each is answered by a `result` with its `id`. */
export type DesignerCommand =
  | { type: "connect" }
  | { type: "save" }
  | { type: "getTemplate" }
  | { type: "loadTemplate"; document: TemplateDocument }
  | { type: "setExampleData"; data: Record<string, unknown> }
  | { type: "preview" }
  | { type: "setLocale"; locale: Locale }
  /** After `sessionExpired`: continue in the same frame (unsaved work kept) with a new session of the same template. */
  | { type: "renewSession"; sessionUrl: string };

export interface CommandResults {
  connect: { templateId: string | null; version: number };
  save: { templateId: string; version: number };
  getTemplate: TemplateDocument;
  loadTemplate: { dirty: boolean };
  setExampleData: { ok: true };
  preview: Blob;
  setLocale: { locale: Locale };
  renewSession: { expiresAt: string };
}

export type ResultMessage =
  | { type: "result"; id: number; ok: true; value: unknown }
  | { type: "result"; id: number; ok: false; error: { code: DesignerErrorCode; message: string } };

export type Envelope<T> = T & { protocol: typeof PROTOCOL; v: typeof PROTOCOL_VERSION };
export type CommandMessage = Envelope<{ id: number; command: DesignerCommand }>;
export type DesignerMessage = Envelope<DesignerEvent | ResultMessage>;

export function envelope<T extends object>(message: T): Envelope<T> {
  return { protocol: PROTOCOL, v: PROTOCOL_VERSION, ...message };
}

function isEnvelope(data: unknown): data is Envelope<Record<string, unknown>> {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { protocol?: unknown }).protocol === PROTOCOL &&
    (data as { v?: unknown }).v === PROTOCOL_VERSION
  );
}

const EVENT_TYPES = new Set(["ready", "change", "save", "selection", "error", "sessionExpired", "result"]);
const COMMAND_TYPES = new Set(["connect", "save", "getTemplate", "loadTemplate", "setExampleData", "preview", "setLocale", "renewSession"]);

/** A message the designer sent, or null for anything else (another protocol, another version, an unknown type). */
export function readDesignerMessage(data: unknown): DesignerMessage | null {
  return isEnvelope(data) && typeof data.type === "string" && EVENT_TYPES.has(data.type) ? (data as unknown as DesignerMessage) : null;
}

/** A command the host sent, or null for anything else. */
export function readCommandMessage(data: unknown): CommandMessage | null {
  if (!isEnvelope(data) || typeof data.id !== "number") return null;
  const command = data.command as { type?: unknown } | undefined;
  return command && typeof command.type === "string" && COMMAND_TYPES.has(command.type) ? (data as unknown as CommandMessage) : null;
}

/** `https://app.example/embed/designer/<id>#token=…` → its token (the fragment never reaches a server log). */
export function sessionTokenOf(sessionUrl: string): string | null {
  const hash = new URL(sessionUrl).hash.replace(/^#/, "");
  return new URLSearchParams(hash).get("token");
}
