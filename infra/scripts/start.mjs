#!/usr/bin/env node
// `npm start`: installs what is missing, builds, then runs the product (stack.mjs): migrates, and
// runs web + one render worker (+ a private Redis unless REDIS_URL is set) until Ctrl+C.
import { buildAll, prepare } from "./ensure.mjs";
import { runStack, webPort } from "./stack.mjs";

const port = webPort();
const pnpm = prepare({ needRedis: !process.env.REDIS_URL, forTests: false });
await buildAll(pnpm);
await runStack({ port, pnpm });
