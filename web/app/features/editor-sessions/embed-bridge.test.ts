import { describe, expect, it } from "vitest";
import { envelope, type DesignerCommand } from "@paperjet/designer-sdk/protocol";
import { CommandError, EmbedBridge, type FrameWindow } from "./embed-bridge";

const HOST = "https://host.example";

/** The frame's window: the test delivers messages to its listener and reads what it posted to its parent. */
function frame(run: (command: DesignerCommand) => Promise<unknown> = async () => ({ ok: true })) {
  let listener: ((event: MessageEvent) => void) | undefined;
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push({ message: message as Record<string, unknown>, origin }),
  };
  const self: FrameWindow = { addEventListener: (_t, l) => (listener = l), removeEventListener: () => (listener = undefined), parent };
  const bridge = new EmbedBridge(self, [HOST, "https://other.example"], run);
  const stop = bridge.start();
  const deliver = async (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    listener?.({ data, origin: from.origin ?? HOST, source: "source" in from ? from.source : parent } as MessageEvent);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { bridge, posted, deliver, stop, parent };
}

const command = (id: number, c: DesignerCommand) => envelope({ id, command: c });

describe("the embedded designer's bridge", () => {
  it("answers commands from the parent on an allowed origin, to that origin only", async () => {
    const { posted, deliver } = frame(async (c) =>
      c.type === "getTemplate" ? { name: "Doc", pages: [] } : { templateId: "t", version: 1 },
    );
    await deliver(command(1, { type: "connect" }));
    await deliver(command(2, { type: "getTemplate" }));
    expect(posted).toEqual([
      { message: envelope({ type: "result", id: 1, ok: true, value: { templateId: "t", version: 1 } }), origin: HOST },
      { message: envelope({ type: "result", id: 2, ok: true, value: { name: "Doc", pages: [] } }), origin: HOST },
    ]);
  });

  it("ignores and counts commands from another origin, another window, not of the protocol, or from a second origin after connecting", async () => {
    const ran: string[] = [];
    const { bridge, posted, deliver } = frame(async (c) => ran.push(c.type));
    await deliver(command(1, { type: "save" }), { origin: "https://evil.example" });
    await deliver(command(2, { type: "save" }), { source: { postMessage() {} } });
    await deliver({ id: 3, command: { type: "save" } });
    await deliver(command(4, { type: "selfDestruct" } as never));
    await deliver(command(5, { type: "connect" }));
    await deliver(command(6, { type: "save" }), { origin: "https://other.example" });
    expect(bridge.ignored).toBe(5);
    expect(ran).toEqual(["connect"]);
    expect(posted.map((p) => p.origin)).toEqual([HOST]);
  });

  it("holds events until a host connects, then sends them to its origin; a refused command says why", async () => {
    const { bridge, posted, deliver } = frame(async () => {
      throw new CommandError("session_expired", "This editing session has expired.");
    });
    bridge.emit({ type: "sessionExpired", reason: "expired" });
    expect(posted).toEqual([]);
    await deliver(command(1, { type: "connect" }));
    expect(posted).toEqual([
      { message: envelope({ type: "sessionExpired", reason: "expired" }), origin: HOST },
      {
        message: envelope({
          type: "result",
          id: 1,
          ok: false,
          error: { code: "session_expired", message: "This editing session has expired." },
        }),
        origin: HOST,
      },
    ]);
  });
});
