import { Connection, DesignerError, type MessageSource } from "./connection.ts";
import type { CommandResults, DesignerEvent, Locale, TemplateDocument } from "./protocol.ts";

type EventOf<T extends DesignerEvent["type"]> = Extract<DesignerEvent, { type: T }>;

export interface MountOptions {
  /** The `url` of an editor session your server created (`POST /api/v1/editor-sessions`). */
  sessionUrl: string;
  onReady?: (event: EventOf<"ready">) => void;
  /** Debounced; `dirty` says whether there are unsaved changes. */
  onChange?: (event: EventOf<"change">) => void;
  onSave?: (event: EventOf<"save">) => void;
  onSelection?: (event: EventOf<"selection">) => void;
  onError?: (event: EventOf<"error">) => void;
  /**
   * The session expired or was revoked. Return (or resolve to) the `url` of a new session of the same
   * template and the designer continues with it, unsaved changes kept; return nothing to leave the
   * designer showing that the session ended.
   */
  onSessionExpired?: (event: EventOf<"sessionExpired">) => string | null | undefined | Promise<string | null | undefined>;
  /** How long a command waits for its answer (default 15 s; `preview` gets 60 s). */
  timeoutMs?: number;
  /** The frame's accessible name (default "Template designer"). */
  title?: string;
}

export interface Designer {
  readonly iframe: HTMLIFrameElement;
  /** Messages dropped because they came from elsewhere or were not the protocol's. */
  readonly ignoredMessages: number;
  save(): Promise<CommandResults["save"]>;
  getTemplate(): Promise<TemplateDocument>;
  loadTemplate(document: TemplateDocument): Promise<CommandResults["loadTemplate"]>;
  setExampleData(data: Record<string, unknown>): Promise<CommandResults["setExampleData"]>;
  /** The current document as a PDF (the example data, watermarked as a test). */
  preview(): Promise<Blob>;
  setLocale(locale: Locale): Promise<CommandResults["setLocale"]>;
  destroy(): void;
}

const HANDSHAKE_EVERY_MS = 250;
const CONNECT_TIMEOUT_MS = 60_000;

/** Puts the designer of `options.sessionUrl` into `element` (an iframe filling it). */
export function mount(element: HTMLElement, options: MountOptions, host: MessageSource = window): Designer {
  const origin = new URL(options.sessionUrl).origin;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const iframe = element.ownerDocument.createElement("iframe");
  iframe.src = options.sessionUrl;
  iframe.title = options.title ?? "Template designer";
  iframe.allow = "clipboard-write";
  iframe.style.cssText = "width:100%;height:100%;border:0;display:block";

  let connected: Promise<unknown> = Promise.resolve();
  let ready = false;
  /** The latest handshake's id: only its failure is reported (a navigation starts a new one). */
  let handshake = 0;
  let answered = false;
  const connection = new Connection({ host, origin, timeoutMs, target: () => iframe.contentWindow, onEvent });

  // The frame's script starts listening some time after it loads: ask until it answers (posts that
  // reach the frame before its page is there are dropped by the browser, as their origin does not match).
  function connect(): void {
    ready = false;
    answered = false;
    const id = connection.peekId();
    handshake = id;
    // Connecting includes loading the frame's page, so it may take longer than a command.
    const attempt = connection.send({ type: "connect" }, Math.max(timeoutMs, CONNECT_TIMEOUT_MS));
    const timer = setInterval(() => connection.repost(id, { type: "connect" }), HANDSHAKE_EVERY_MS);
    connected = attempt.finally(() => clearInterval(timer));
    connected.then(
      () => id === handshake && (answered = true),
      (error: DesignerError) => {
        if (id === handshake && error.code !== "destroyed")
          options.onError?.({ type: "error", code: error.code ?? "not_connected", message: error.message });
      },
    );
  }
  // Again after every navigation of the frame (a renewed session that had no designer open yet).
  iframe.addEventListener("load", () => {
    if (!ready) connect();
    // A frame the browser refused (the session's allowedOrigins lack this page's origin) "loads" an
    // error page that never answers: once the page is there, its designer has timeoutMs to listen.
    const id = handshake;
    setTimeout(() => {
      if (id === handshake && !answered)
        connection.fail(
          id,
          new DesignerError(
            "frame_refused",
            `The designer's page loaded but did not answer within ${timeoutMs} ms: is this page's origin in the session's allowedOrigins?`,
          ),
        );
    }, timeoutMs);
  });

  function onEvent(event: DesignerEvent): void {
    if (event.type === "ready") ready = true;
    if (event.type === "ready") options.onReady?.(event);
    else if (event.type === "change") options.onChange?.(event);
    else if (event.type === "save") options.onSave?.(event);
    else if (event.type === "selection") options.onSelection?.(event);
    else if (event.type === "error") options.onError?.(event);
    else
      renew(event).catch((error: DesignerError) =>
        options.onError?.({ type: "error", code: error.code ?? "session_mismatch", message: error.message }),
      );
  }

  async function renew(event: EventOf<"sessionExpired">): Promise<void> {
    const next = await options.onSessionExpired?.(event);
    if (!next) return;
    if (new URL(next).origin !== origin)
      throw new DesignerError("session_mismatch", "A new session must come from the same Paperjet server.");
    // A designer that was open keeps its work; a frame that never had one simply opens the new session.
    if (ready) await connection.send({ type: "renewSession", sessionUrl: next });
    else iframe.src = next;
  }

  async function command<K extends keyof CommandResults>(type: K, extra: object = {}, timeout = timeoutMs): Promise<CommandResults[K]> {
    await connected;
    return connection.send({ type, ...extra } as never, timeout) as Promise<CommandResults[K]>;
  }

  element.appendChild(iframe);
  connect();
  return {
    iframe,
    get ignoredMessages() {
      return connection.ignored;
    },
    save: () => command("save"),
    getTemplate: () => command("getTemplate"),
    loadTemplate: (document) => command("loadTemplate", { document }),
    setExampleData: (data) => command("setExampleData", { data }),
    preview: () => command("preview", {}, Math.max(timeoutMs, 60_000)),
    setLocale: (locale) => command("setLocale", { locale }),
    destroy() {
      connection.close();
      iframe.remove();
    },
  };
}
