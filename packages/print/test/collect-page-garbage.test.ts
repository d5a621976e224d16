import { describe, expect, it } from "vitest";
import { collectPageGarbage, printDocument } from "../src/index.ts";
import { FIXED_NOW, loadFixtures } from "@paperjet/engine/fixtures";
import { usePrintPage } from "./print-page.ts";

const chromium = usePrintPage();

describe("collectPageGarbage", () => {
  it("gives back the heap that earlier renders left behind", async () => {
    const invoice = loadFixtures().find((f) => f.name === "invoice-en")!;
    for (let i = 0; i < 40; i++) {
      await printDocument(chromium.page, { document: invoice.document as never, data: invoice.data, format: "pdf", now: FIXED_NOW });
    }
    const session = await chromium.page.context().newCDPSession(chromium.page);
    const before = await session.send("Runtime.getHeapUsage");
    await collectPageGarbage(chromium.page);
    const after = await session.send("Runtime.getHeapUsage");
    await session.detach();
    expect(after.usedSize).toBeLessThan(before.usedSize * 0.8);
    // The page still prints afterwards.
    const again = await printDocument(chromium.page, {
      document: invoice.document as never,
      data: invoice.data,
      format: "pdf",
      now: FIXED_NOW,
    });
    expect(again.pages.length).toBe(invoice.expected.pages);
  });
});
