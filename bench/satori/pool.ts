import { Worker } from "node:worker_threads";
import { readFontFile } from "../../packages/fonts/src/node.ts";
import type { CardData } from "./card.ts";

const THREAD_URL = new URL("./thread.ts", import.meta.url).href;

/**
 * satori + resvg-js on `threads` worker threads — what developers pick for Open Graph images,
 * scaled the way a library is scaled. Calls go round-robin; `generate` answers the PNG's size.
 */
export async function startSatori(options: { threads: number }) {
  const [regular, bold] = await Promise.all(["Inter_400Regular.ttf", "Inter_700Bold.ttf"].map(readFontFile));
  const pending = new Map<number, { resolve: (bytes: number) => void; reject: (error: Error) => void }>();
  const threads = Array.from({ length: options.threads }, () => {
    // As for pdfme: register tsx's loader in the thread before importing its TypeScript module.
    const entry = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_URL)}); })`;
    const worker = new Worker(entry, { eval: true, workerData: { regular, bold } });
    worker.on("message", (message: { id: number; bytes?: number; error?: string }) => {
      const call = pending.get(message.id)!;
      pending.delete(message.id);
      if (message.error) call.reject(new Error(`satori failed: ${message.error}`));
      else call.resolve(message.bytes!);
    });
    return worker;
  });
  let next = 0;
  const generate = (data: CardData) =>
    new Promise<number>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      threads[id % threads.length].postMessage({ id, data });
    });
  return { generate, close: () => Promise.all(threads.map((t) => t.terminate())) };
}
