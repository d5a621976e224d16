import { closeProcessClients } from "~/utils/on-shutdown.server";

/**
 * The web and browser tests' files share a worker thread (infra/scripts/vitest-shared-thread.setup.ts):
 * before each file, the process-wide clients the last file opened (Redis, queues, the database)
 * close as a server's shutdown closes them, and are created afresh when the file first uses them.
 */
await closeProcessClients();
