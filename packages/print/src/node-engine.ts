import { createNodeEngine, type Engine } from "@paperjet/engine/node";

let engine: Promise<Engine> | undefined;

/** One engine per process: each bundled face is read and parsed once, when a document first needs it. */
export const nodeEngine = (): Promise<Engine> => (engine ??= createNodeEngine());
