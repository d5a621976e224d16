import { Worker } from "node:worker_threads";
import { readFontFile } from "../../packages/fonts/src/node.ts";
import { fieldsInputs, tableInputs, type InvoiceData } from "./invoice-templates.ts";

const THREAD_URL = new URL("./thread.ts", import.meta.url).href;

export type PdfmeForm = "table" | "fields";

/**
 * pdfme on `threads` worker threads (pdfme is a library: its users scale it with threads). Calls
 * go round-robin to the threads, each thread generates one document at a time; `generate` answers
 * with the PDF's size once the thread has made it.
 */
export async function startPdfme(options: { threads: number }) {
  const [Roboto, RobotoBold, RobotoItalic] = await Promise.all(
    ["Roboto_400Regular.ttf", "Roboto_700Bold.ttf", "Roboto_400Regular_Italic.ttf"].map(readFontFile),
  );
  const pending = new Map<number, { resolve: (bytes: number) => void; reject: (error: Error) => void }>();
  const threads = Array.from({ length: options.threads }, () => {
    // The thread's module is TypeScript: register tsx's loader in the thread before importing it
    // (Node 20 does not apply `--import tsx` to a worker's own entry module).
    const entry = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_URL)}); })`;
    const worker = new Worker(entry, { eval: true, workerData: { fonts: { Roboto, RobotoBold, RobotoItalic } } });
    worker.on("message", (message: { id: number; bytes?: number; error?: string }) => {
      const call = pending.get(message.id)!;
      pending.delete(message.id);
      if (message.error) call.reject(new Error(`pdfme failed: ${message.error}`));
      else call.resolve(message.bytes!);
    });
    return worker;
  });
  let next = 0;
  const generate = (form: PdfmeForm, data: InvoiceData) =>
    new Promise<number>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      threads[id % threads.length].postMessage({ id, form, inputs: form === "table" ? tableInputs(data) : fieldsInputs(data) });
    });
  return { generate, close: () => Promise.all(threads.map((t) => t.terminate())) };
}
