import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// One id per build, shared by its client and server bundles (Remix builds both in this process):
// `GET /api/build` answers it and an open tab compares it with its own to offer a reload. A release
// pipeline passes its version; otherwise each build gets its own.
process.env.PAPERJET_BUILD_ID ||= `build-${Date.now().toString(36)}`;
const buildId = process.env.PAPERJET_BUILD_ID;

/**
 * Every chunk's file name depends on the build id, so two deployments never share a chunk name: a tab
 * of the previous build either loads its own chunks or fails on one (and reloads once, see
 * app/utils/chunk-recovery.ts) — it never mixes in a chunk that expects the next build's server.
 */
function chunkNamesPerBuild(): Plugin {
  return { name: "paperjet-chunk-names-per-build", augmentChunkHash: () => buildId };
}

export default defineConfig({
  define: { "import.meta.env.PAPERJET_BUILD_ID": JSON.stringify(buildId) },
  plugins: [
    chunkNamesPerBuild(),
    tailwindcss(),
    remix({
      // A second deployment's build for the deployment test goes to a folder of its own, so web/build,
      // which other tests and `npm start` run from, is never rebuilt under them.
      buildDirectory: process.env.PAPERJET_BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  server: { port: 3000 },
});
