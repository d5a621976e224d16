import {
  envelope,
  readDesignerMessage,
  type CommandMessage,
  type CommandResults,
  type DesignerCommand,
  type DesignerErrorCode,
  type DesignerEvent,
} from "./protocol.ts";

/** What the connection needs of `window`: where messages arrive. */
export interface MessageSource {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/** What it needs of the frame's window: somewhere to post. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export class DesignerError extends Error {
  constructor(
    readonly code: DesignerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "DesignerError";
  }
}

export interface ConnectionOptions {
  host: MessageSource;
  /** The frame's window (null while it has none). Messages must come from it. */
  target: () => MessageTarget | null;
  /** The designer's origin: messages must come from it, commands go only to it. */
  origin: string;
  timeoutMs: number;
  onEvent: (event: DesignerEvent) => void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: DesignerError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The host's half of the protocol: commands as promises that time out, events to `onEvent`.
 * A message from another origin or another window, or one that is not the protocol's, is dropped
 * and counted in `ignored` (a page may carry other frames and extensions that post messages too).
 */
export class Connection {
  ignored = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  private readonly listener = (event: MessageEvent) => this.receive(event);

  constructor(private readonly options: ConnectionOptions) {
    options.host.addEventListener("message", this.listener);
  }

  send<K extends DesignerCommand["type"]>(
    command: Extract<DesignerCommand, { type: K }>,
    timeoutMs = this.options.timeoutMs,
  ): Promise<CommandResults[K]> {
    if (this.closed) return Promise.reject(new DesignerError("destroyed", "The designer was destroyed."));
    const id = this.nextId++;
    return new Promise<CommandResults[K]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new DesignerError("timeout", `The designer did not answer "${command.type}" within ${timeoutMs} ms.`));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      this.post(id, command);
    });
  }

  /** Posts a command again under an id already waiting (the connect handshake repeats until the frame listens). */
  repost(id: number, command: DesignerCommand): void {
    if (this.pending.has(id)) this.post(id, command);
  }

  /** Rejects the command waiting under `id` (a handshake the host gives up on). */
  fail(id: number, error: DesignerError): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    pending.reject(error);
  }

  /** The id the next `send` gets, for `repost`. */
  peekId(): number {
    return this.nextId;
  }

  close(): void {
    this.closed = true;
    this.options.host.removeEventListener("message", this.listener);
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new DesignerError("destroyed", "The designer was destroyed."));
      this.pending.delete(id);
    }
  }

  private post(id: number, command: DesignerCommand): void {
    const message: CommandMessage = envelope({ id, command });
    this.options.target()?.postMessage(message, this.options.origin);
  }

  private receive(event: MessageEvent): void {
    const target = this.options.target();
    const message =
      event.origin === this.options.origin && target !== null && event.source === target ? readDesignerMessage(event.data) : null;
    if (!message) {
      this.ignored += 1;
      return;
    }
    if (message.type !== "result") return this.options.onEvent(message);
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(new DesignerError(message.error.code, message.error.message));
  }
}
