/** The build this code belongs to (vite.config.ts defines it for both bundles; tests run unbuilt). */
export const BUILD_ID: string = import.meta.env.PAPERJET_BUILD_ID ?? "unbuilt";
