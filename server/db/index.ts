import "server-only";
import { getConfig } from "../config";
import { openPostgresStore } from "./postgres";
import { openSqliteStore, sqlitePath, type SqliteOptions } from "./sqlite";
import type { EnquiryStore } from "./types";

export type * from "./types";

/**
 * Opens the store a DATABASE_URL names: `file:PATH` is a SQLite file (relative to the working
 * directory), `postgres://…` a PostgreSQL database (migrated asynchronously: await `ready()`).
 */
export function openStore(databaseUrl: string, options: SqliteOptions = {}): EnquiryStore {
  if (databaseUrl.startsWith("file:")) return openSqliteStore(sqlitePath(databaseUrl), options);
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return openPostgresStore(databaseUrl);
  throw new Error("DATABASE_URL must be file:PATH or postgres://…");
}

const STORE = Symbol.for("deccan.store");
type Holder = { [STORE]?: EnquiryStore };

/**
 * The process's store, opened on first use from DATABASE_URL. Kept on globalThis: Next bundles
 * the instrumentation hook and each route separately, and they must share one connection.
 */
export function getStore(): EnquiryStore {
  const holder = globalThis as Holder;
  holder[STORE] ??= openStore(getConfig().DATABASE_URL);
  return holder[STORE];
}
