// One satori + resvg-js worker thread: lays the card out with satori, rasterises its SVG with resvg, answers the PNG's size.
import { parentPort, workerData } from "node:worker_threads";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { cardTree, type CardData } from "./card.ts";

const fonts = [
  { name: "Inter", data: workerData.regular as Uint8Array, weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: workerData.bold as Uint8Array, weight: 700 as const, style: "normal" as const },
];

parentPort!.on("message", async (message: { id: number; data: CardData }) => {
  try {
    const svg = await satori(cardTree(message.data) as never, {
      width: 1200,
      height: 630,
      fonts: fonts.map((f) => ({ ...f, data: Buffer.from(f.data) })),
    });
    const png = new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
    parentPort!.postMessage({ id: message.id, bytes: png.byteLength });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: String((error as Error).stack ?? error) });
  }
});
