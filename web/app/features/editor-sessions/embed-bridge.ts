import {
  envelope,
  readCommandMessage,
  type CommandMessage,
  type DesignerCommand,
  type DesignerErrorCode,
  type DesignerEvent,
} from "@paperjet/designer-sdk/protocol";

export class CommandError extends Error {
  constructor(
    readonly code: DesignerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The embedded designer's half of the protocol. Commands are taken only from the parent window and
 * only from the session's allowed origins; the first `connect` fixes the host's origin, and events
 * go only there (queued until then). Anything else is ignored and counted.
 */
/** What the bridge needs of the frame's `window`: its messages and its parent. */
export interface FrameWindow {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  parent: { postMessage(message: unknown, targetOrigin: string): void };
}

export class EmbedBridge {
  ignored = 0;
  private hostOrigin: string | null = null;
  private queue: DesignerEvent[] = [];
  private readonly listener = (event: MessageEvent) => void this.receive(event);

  constructor(
    private readonly frame: FrameWindow,
    private readonly allowedOrigins: readonly string[],
    private readonly run: (command: DesignerCommand) => Promise<unknown>,
  ) {}

  start(): () => void {
    this.frame.addEventListener("message", this.listener);
    return () => this.frame.removeEventListener("message", this.listener);
  }

  emit(event: DesignerEvent): void {
    if (!this.hostOrigin) this.queue.push(event);
    else this.frame.parent.postMessage(envelope(event), this.hostOrigin);
  }

  private async receive(event: MessageEvent): Promise<void> {
    // A page opened on its own is its own parent: then nobody may drive it.
    const { parent } = this.frame;
    const message: CommandMessage | null =
      event.source === parent && (parent as unknown) !== this.frame && this.allowedOrigins.includes(event.origin)
        ? readCommandMessage(event.data)
        : null;
    if (!message || (this.hostOrigin && event.origin !== this.hostOrigin)) {
      this.ignored += 1;
      return;
    }
    const origin = event.origin;
    const answer = (result: object) => parent.postMessage(envelope({ type: "result", id: message.id, ...result }), origin);
    try {
      const value = await this.run(message.command);
      if (message.command.type === "connect") this.connected(origin);
      answer({ ok: true, value });
    } catch (error) {
      if (message.command.type === "connect") this.connected(origin);
      const code = error instanceof CommandError ? error.code : "save_failed";
      answer({ ok: false, error: { code, message: (error as Error).message } });
    }
  }

  private connected(origin: string): void {
    if (this.hostOrigin) return;
    this.hostOrigin = origin;
    const queued = this.queue;
    this.queue = [];
    queued.forEach((event) => this.emit(event));
  }
}
