import type { sqliteAdapter } from "@payloadcms/db-sqlite";
import type { BeginTransaction, CommitTransaction } from "payload";

/**
 * How long a write waits for the ones before it, as SQLite's own busy timeout would: a photo's
 * upload writes while Payload cuts its AVIF and WebP sizes, 23 s here, and 54 s for the second
 * of two uploaded at once.
 */
const WAIT_MS = 120_000;

/**
 * SQLite lets one connection write at a time. Payload opens each write in a transaction of its own
 * (BEGIN IMMEDIATE, on a connection of its own), and libsql's connections do not wait for a busy
 * database (Payload's `busyTimeout` reaches only the first one): two writes at once, such as a
 * save during a colleague's photo upload, or the jobs' clock marking due jobs (every 10 s) during a
 * publish, failed one of them at once with SQLITE_BUSY, a 500. In this process they take turns instead, in the order they came: a
 * transaction begins when the one before it has ended, or fails after waiting as long as a busy
 * timeout would.
 */
export function oneWriterAtATime(
  result: ReturnType<typeof sqliteAdapter>,
): ReturnType<typeof sqliteAdapter> {
  return {
    ...result,
    init(args) {
      const adapter = result.init(args);
      const { beginTransaction, commitTransaction, rollbackTransaction } = adapter;
      const queue: (() => void)[] = [];
      const open = new Set<number | string>();
      let writing = false;

      const take = () =>
        new Promise<void>((resolve, reject) => {
          if (!writing) {
            writing = true;
            return resolve();
          }
          const go = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            queue.splice(queue.indexOf(go), 1);
            reject(new Error(`The database stayed busy for ${WAIT_MS / 1000} s`));
          }, WAIT_MS);
          queue.push(go);
        });
      // The next in line writes next; the database is free only when nobody waits.
      const pass = () => {
        const next = queue.shift();
        if (next) next();
        else writing = false;
      };

      const begin: BeginTransaction = async (options) => {
        await take();
        try {
          const id = await beginTransaction.call(adapter, options);
          if (id === null) pass();
          else open.add(id);
          return id;
        } catch (error) {
          pass();
          throw error;
        }
      };
      adapter.beginTransaction = begin;
      const ending =
        (end: CommitTransaction): CommitTransaction =>
        async (id) => {
          const key = await id;
          try {
            await end.call(adapter, key);
          } finally {
            if (open.delete(key)) pass();
          }
        };
      adapter.commitTransaction = ending(commitTransaction);
      adapter.rollbackTransaction = ending(rollbackTransaction);
      return adapter;
    },
  };
}
