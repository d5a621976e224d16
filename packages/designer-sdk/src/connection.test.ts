import { afterEach, describe, expect, it, vi } from "vitest";
import { Connection, DesignerError, type MessageSource } from "./connection.ts";
import { envelope, readCommandMessage, type DesignerEvent } from "./protocol.ts";

const ORIGIN = "https://paperjet.example";

/** A host window whose message listeners the test calls, and a frame window that records what is posted to it. */
function setup(timeoutMs = 1_000) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const host: MessageSource = { addEventListener: (_t, l) => listeners.add(l), removeEventListener: (_t, l) => listeners.delete(l) };
  const posted: { message: unknown; origin: string }[] = [];
  const frame = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const events: DesignerEvent[] = [];
  const connection = new Connection({ host, target: () => frame, origin: ORIGIN, timeoutMs, onEvent: (e) => events.push(e) });
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    listeners.forEach((l) => l({ data, origin: from.origin ?? ORIGIN, source: "source" in from ? from.source : frame } as MessageEvent));
  return { connection, posted, events, deliver, listeners };
}

describe("the SDK's connection", () => {
  afterEach(() => vi.useRealTimers());

  it("posts a command only to the designer's origin and resolves with the matching result", async () => {
    const { connection, posted, deliver } = setup();
    const saved = connection.send({ type: "save" });
    expect(posted).toHaveLength(1);
    expect(posted[0]!.origin).toBe(ORIGIN);
    const command = readCommandMessage(posted[0]!.message)!;
    expect(command.command).toEqual({ type: "save" });
    deliver(envelope({ type: "result", id: command.id, ok: true, value: { templateId: "t1", version: 4 } }));
    await expect(saved).resolves.toEqual({ templateId: "t1", version: 4 });
  });

  it("ignores and counts messages from another origin, another window, or not of the protocol", async () => {
    const { connection, posted, events, deliver } = setup();
    const saved = connection.send({ type: "save" });
    const id = readCommandMessage(posted[0]!.message)!.id;
    const forged = envelope({ type: "result", id, ok: true, value: { templateId: "evil", version: 99 } });
    deliver(forged, { origin: "https://evil.example" });
    deliver(forged, { source: { postMessage() {} } });
    deliver(envelope({ type: "change", dirty: true }), { origin: "https://evil.example" });
    deliver({ type: "save", templateId: "x", version: 1 }); // no envelope
    deliver({ ...envelope({ type: "change", dirty: true }), v: 2 }); // another protocol version
    deliver(envelope({ type: "teleport" })); // an unknown message type
    expect(connection.ignored).toBe(6);
    expect(events).toEqual([]);
    deliver(envelope({ type: "result", id, ok: true, value: { templateId: "t1", version: 2 } }));
    await expect(saved).resolves.toEqual({ templateId: "t1", version: 2 });
    expect(connection.ignored).toBe(6);
  });

  it("passes the designer's events on", () => {
    const { events, deliver } = setup();
    deliver(envelope({ type: "change", dirty: true }));
    deliver(envelope({ type: "sessionExpired", reason: "revoked" }));
    expect(events).toEqual([
      { type: "change", dirty: true, protocol: "paperjet-designer", v: 1 },
      { type: "sessionExpired", reason: "revoked", protocol: "paperjet-designer", v: 1 },
    ]);
  });

  it("rejects a command the designer does not answer in time, and a late answer changes nothing", async () => {
    vi.useFakeTimers();
    const { connection, posted, deliver } = setup(500);
    const saved = connection.send({ type: "save" });
    const failure = expect(saved).rejects.toMatchObject({
      name: "DesignerError",
      code: "timeout",
      message: 'The designer did not answer "save" within 500 ms.',
    });
    await vi.advanceTimersByTimeAsync(500);
    await failure;
    deliver(envelope({ type: "result", id: readCommandMessage(posted[0]!.message)!.id, ok: true, value: {} }));
    expect(connection.ignored).toBe(0);
  });

  it("fails a waiting command on the host's word (a refused frame's handshake), and a late answer changes nothing", async () => {
    const { connection, posted, deliver } = setup();
    const connecting = connection.send({ type: "connect" });
    const id = readCommandMessage(posted[0]!.message)!.id;
    connection.fail(id, new DesignerError("frame_refused", "refused"));
    await expect(connecting).rejects.toMatchObject({ code: "frame_refused" });
    deliver(envelope({ type: "result", id, ok: true, value: {} }));
    connection.fail(id, new DesignerError("frame_refused", "again"));
    expect(connection.ignored).toBe(0);
  });

  it("rejects with the designer's error code", async () => {
    const { connection, posted, deliver } = setup();
    const saved = connection.send({ type: "save" });
    deliver(
      envelope({
        type: "result",
        id: readCommandMessage(posted[0]!.message)!.id,
        ok: false,
        error: { code: "forbidden", message: "This session may not save." },
      }),
    );
    await expect(saved).rejects.toEqual(new DesignerError("forbidden", "This session may not save."));
  });

  it("close rejects what is waiting, stops listening, and refuses new commands", async () => {
    const { connection, listeners } = setup();
    const waiting = connection.send({ type: "getTemplate" });
    connection.close();
    await expect(waiting).rejects.toMatchObject({ code: "destroyed" });
    await expect(connection.send({ type: "save" })).rejects.toMatchObject({ code: "destroyed" });
    expect(listeners.size).toBe(0);
  });
});
