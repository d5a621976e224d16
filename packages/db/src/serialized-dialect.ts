import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from "kysely";

/**
 * PGlite is one database session. kysely-pglite hands every query that session
 * at once, so two requests' transactions interleave: one's BEGIN opens a
 * transaction the other's queries land in, and its ROLLBACK undoes them too.
 * This dialect lends the session to one user at a time — a query, or a whole
 * transaction — the way Kysely's own SQLite driver does.
 */
export function serializedDialect(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new SerializedDriver(inner.createDriver()),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
  };
}

class SerializedDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private releases = new Map<DatabaseConnection, () => void>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = this.queue;
    this.queue = new Promise((resolve) => (release = resolve));
    await turn;
    const connection = await this.inner.acquireConnection();
    this.releases.set(connection, release);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.releases.get(connection)?.();
      this.releases.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
