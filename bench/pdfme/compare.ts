import { startPdfme, type PdfmeForm } from "./pool.ts";
import type { InvoiceData } from "./invoice-templates.ts";

const FORMS: PdfmeForm[] = ["table", "fields"];

/**
 * (7) Our 8-client figure beside pdfme's two forms of the same invoice, in one run: rounds go
 * pdfme (table), pdfme (fields), ours, and again, so drift in the machine's speed hits all three.
 * `ours` runs `calls` documents from 8 clients and answers the elapsed ms.
 */
export async function compareWithPdfme(options: {
  data: InvoiceData;
  ours: (calls: number) => Promise<number>;
  rounds: number;
  perRound: number;
  warmUp: number;
}) {
  const pdfme = await startPdfme({ threads: 2 });
  try {
    const eightClients = async (form: PdfmeForm, calls: number) => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < calls) {
            next += 1;
            await pdfme.generate(form, options.data);
          }
        }),
      );
      return performance.now() - started;
    };
    // pdfme's JIT warms up like ours did (ours is warm from the phases before).
    for (const form of FORMS) await eightClients(form, options.warmUp);
    const elapsed = { table: 0, fields: 0, ours: 0 };
    for (let r = 0; r < options.rounds; r++) {
      for (const form of FORMS) elapsed[form] += await eightClients(form, options.perRound);
      elapsed.ours += await options.ours(options.perRound);
    }
    const rate = (ms: number) => (options.rounds * options.perRound) / (ms / 1000);
    return { table: rate(elapsed.table), fields: rate(elapsed.fields), ours: rate(elapsed.ours) };
  } finally {
    await pdfme.close();
  }
}
