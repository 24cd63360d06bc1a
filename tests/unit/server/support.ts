import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import Database from "better-sqlite3";
import pg from "pg";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { AltchaParameters } from "@/server/captcha";
import { openPostgresStore } from "@/server/db/postgres";
import type { Dialect } from "@/server/db/sql";
import { openSqliteStore, type SqliteStore } from "@/server/db/sqlite";
import type { EnquiryStore } from "@/server/db/types";

/** A clock tests move by hand. */
export function fakeClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    set: (time: number) => {
      now = time;
    },
  };
}

/** A real SQLite store in a fresh temporary directory. */
export function tempStore(): {
  store: SqliteStore;
  dir: string;
  file: string;
  cleanup: () => Promise<void>;
} {
  const dir = mkdtempSync(join(tmpdir(), "enquiry-unit-"));
  const file = join(dir, "data", "site.db");
  const store = openSqliteStore(file);
  return {
    store,
    dir,
    file,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "enquiry-unit-"));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Proof of work small enough for unit tests; the verification is the same. */
export const CHEAP: AltchaParameters = {
  algorithm: "PBKDF2/SHA-256",
  cost: 10,
  counterMin: 1,
  counterMax: 50,
  expiresInMs: 10 * 60_000,
};

/** Solves a challenge as the widget does and returns the payload it would submit. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
}

/** Decodes a payload for tampering. */
export const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };

export const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** The PostgreSQL server binaries (initdb, pg_ctl) of this machine, if any. */
function postgresBin(): string | null {
  try {
    const bin = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(join(bin, "initdb"))) return bin;
  } catch {
    // no pg_config
  }
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  const found = versions
    .map((version) => join("/usr/lib/postgresql", version, "bin"))
    .find((bin) => existsSync(join(bin, "initdb")));
  return found ?? null;
}

export type PostgresServer = {
  /** A fresh, empty database on the server. */
  createDatabase(): Promise<string>;
  /** Stops the server (an outage; the throwaway cluster only) and starts it again on `resume`. */
  pause(): Promise<{ resume(): Promise<void> }>;
  stop(): Promise<void>;
};

/**
 * A PostgreSQL server for tests: TEST_POSTGRES_URL (an account allowed to create databases), or
 * a throwaway cluster in a temporary directory (run as the `postgres` user when we are root), on
 * `port` if given.
 */
export async function startPostgres({
  port: wanted,
}: { port?: number } = {}): Promise<PostgresServer> {
  let adminUrl = wanted === undefined ? process.env.TEST_POSTGRES_URL : undefined;
  let stop = async () => {};
  let pause: PostgresServer["pause"] = () => {
    throw new Error("an outage needs the throwaway cluster: unset TEST_POSTGRES_URL");
  };
  if (!adminUrl) {
    const bin = postgresBin();
    // The PostgreSQL store is tested, never skipped: a machine without it fails here, saying why.
    if (!bin)
      throw new Error(
        "PostgreSQL is needed for the store tests: install the postgresql package (.ci/run does) or set TEST_POSTGRES_URL",
      );
    const dir = mkdtempSync(join(tmpdir(), "enquiry-pg-"));
    const asRoot = process.getuid?.() === 0;
    if (asRoot) execFileSync("chown", ["postgres", dir]);
    const run = (command: string, args: string[]) =>
      asRoot
        ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, command), ...args], {
            stdio: "ignore",
          })
        : execFileSync(join(bin, command), args, { stdio: "ignore" });
    const port =
      wanted ??
      (await new Promise<number>((resolve) => {
        const server = createNetServer().listen(0, "127.0.0.1", () => {
          const { port: free } = server.address() as AddressInfo;
          server.close(() => resolve(free));
        });
      }));
    run("initdb", [
      "-D",
      join(dir, "data"),
      "-A",
      "trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--no-sync",
    ]);
    const start = () =>
      run("pg_ctl", [
        "-D",
        join(dir, "data"),
        "-l",
        join(dir, "log"),
        "-w",
        "-o",
        `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`,
        "start",
      ]);
    start();
    adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    pause = async () => {
      await admin.end();
      run("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "-w", "stop"]);
      return {
        async resume() {
          start();
          admin = new pg.Client({ connectionString: adminUrl });
          await admin.connect();
        },
      };
    };
    stop = async () => {
      run("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    };
  }
  let admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let databases = 0;
  return {
    pause: () => pause(),
    async createDatabase() {
      const name = `enquiry_test_${process.pid}_${++databases}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      await admin.end();
      await stop();
    },
  };
}

type OpenStore = { store: EnquiryStore; cleanup: () => Promise<void> };

/** Runs SQL (several statements at once) on a database before a store opens it. */
type RawSql = (exec: (sql: string) => Promise<void>) => Promise<void>;

/** A store implementation the shared store tests run against. */
export type StoreBackend = {
  name: string;
  dialect: Dialect;
  start(): Promise<void>;
  /** A fresh, empty store. */
  open(): Promise<OpenStore>;
  /** A store on a fresh database that `setup` wrote first (an older schema, its rows). */
  openAfter(setup: RawSql): Promise<OpenStore>;
  stop(): Promise<void>;
};

let postgres: PostgresServer | undefined;

/** SQLite, and PostgreSQL (a throwaway cluster, or TEST_POSTGRES_URL). */
export const storeBackends: StoreBackend[] = [
  {
    name: "SQLite",
    dialect: "sqlite",
    start: async () => {},
    open: async () => tempStore(),
    openAfter: async (setup) => {
      const { dir, cleanup } = tempDir();
      const file = join(dir, "site.db");
      const db = new Database(file);
      await setup(async (sql) => void db.exec(sql));
      db.close();
      const store = openSqliteStore(file);
      return {
        store,
        cleanup: async () => {
          await store.close();
          cleanup();
        },
      };
    },
    stop: async () => {},
  },
  {
    name: "PostgreSQL",
    dialect: "postgres",
    start: async () => {
      postgres = await startPostgres();
    },
    open: async () => {
      const store = openPostgresStore(await postgres!.createDatabase());
      await store.ready();
      return { store, cleanup: () => store.close() };
    },
    openAfter: async (setup) => {
      const url = await postgres!.createDatabase();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await setup(async (sql) => void (await client.query(sql)));
      } finally {
        await client.end();
      }
      const store = openPostgresStore(url);
      await store.ready();
      return { store, cleanup: () => store.close() };
    },
    stop: async () => {
      await postgres?.stop();
      postgres = undefined;
    },
  },
];

/** A logger whose lines are kept, parsed, in `lines`, for a test to read. */
export function loggedLines() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    new Writable({
      write(chunk, _, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { lines, logger };
}
