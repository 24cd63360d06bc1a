/**
 * Load test of the enquiry endpoint on loopback:
 * `npm run bench:enquiries -- [--requests N] [--connections C] [--setups sqlite,postgres,fleet]`.
 *
 * Needs an up-to-date production build (`npm run build`); builds nothing. Measures three setups in
 * turn: one instance on SQLite; one instance on a throwaway PostgreSQL cluster; two instances on
 * that PostgreSQL behind Debian's nginx with docs/nginx.conf (over HTTPS, as the fleet test runs
 * it). Each runs `next start` on loopback with the rate limit lifted through configuration
 * (RATE_LIMIT=1000000/1m) and the `.eml` outbox; for each, the script fetches N (+ 5 % for the
 * warm-up) real ALTCHA challenges and solves them here with altcha-lib, warms the server up, then
 * sends N enquiries through autocannon, each with its own solved challenge and its own
 * Idempotency-Key (as the forms send them), and prints what it measured. The server runs its
 * production code: every request is validated, checked for a stored key, rate-limited, verified and
 * committed, and the outbox writes each notification as an .eml file meanwhile. Solving takes about
 * a third of a second per challenge on two cores, so N = 1000 takes about five minutes before the
 * load starts.
 *
 * Design budget: ≥ 300 accepted enquiries/s with durable storage, p99 ≤ 50 ms.
 */
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import { cpus, loadavg } from "node:os";
import Database from "better-sqlite3";
import pg from "pg";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { integerOption } from "./cli-options";
import { buildState } from "./release.mjs";
import { startNginx } from "../tests/e2e/support/nginx";
import { freePort, startServer } from "../tests/e2e/support/server";
import { startPostgres } from "../tests/unit/server/support";

type Histogram = { p50: number; p90: number; p99: number; max: number; average: number };
type Result = {
  duration: number;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Autocannon = (options: {
  url: string;
  connections: number;
  amount: number;
  timeout?: number;
  requests: {
    method: string;
    setupRequest: (request: Request) => Request;
    onResponse?: (status: number) => void;
  }[];
}) => Promise<Result>;

const SETUPS = ["sqlite", "postgres", "fleet"] as const;
const usage =
  "usage: npm run bench:enquiries -- [--requests N (default 1000)] [--connections C (default 10)] [--setups sqlite,postgres,fleet (default all)]";

const option = (name: string, fallback: number) => integerOption(name, fallback, usage);

const setupsIndex = process.argv.indexOf("--setups");
const setups = new Set(
  setupsIndex === -1 ? SETUPS : (process.argv[setupsIndex + 1] ?? "").split(","),
);
if ([...setups].some((name) => !(SETUPS as readonly string[]).includes(name))) {
  console.error(usage);
  process.exit(2);
}
const requests = option("requests", 1000);
const connections = option("connections", 10);
/** Real enquiries sent before the measured run, so the storing and mailing code is warm too. */
const warmUpEnquiries = Math.max(20, Math.round(requests / 20));

const { stale } = await buildState();
if (stale) {
  console.error(`No up-to-date production build (${stale}): run \`npm run build\` first.`);
  process.exit(1);
}

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Runs `task` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

/**
 * One setup's figures: `url` takes the load, `stored` counts the enquiries in its database;
 * `get` fetches the challenges (the balancer's trusts its test CA).
 */
async function measure(
  label: string,
  url: string,
  stored: () => Promise<number>,
  get: (url: string) => Promise<Response> = fetch,
) {
  console.log(`\n== ${label}: ${url}`);
  const started = performance.now();
  let solved = 0;
  const total = requests + warmUpEnquiries;
  const captchas = await pool(
    Array.from({ length: total }),
    Math.max(2, cpus().length + 1),
    async () => {
      const response = await get(`${url}/mailservice/challenge`);
      const challenge = (await response.json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error("could not solve a challenge");
      if (++solved % 100 === 0) process.stdout.write(`\rsolved ${solved}/${total} challenges`);
      return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    },
  );
  console.log(
    `\rsolved ${total} challenges in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const bodies = captchas.map((captcha, index) =>
    JSON.stringify({
      name: `Bench Visitor ${index}`,
      email: `visitor${index}@example.com`,
      phone: "+91 20 4000 1234",
      message: `Contact Us Page: benchmark enquiry number ${index}.\nSecond line.`,
      captcha,
    }),
  );
  // Warm-up (not measured): the route module loads on its first request and the JIT needs a
  // few hundred. 300 requests fail the captcha (403) but run the same parsing, rate limit and
  // checks; then a few real enquiries warm the insert and the outbox.
  const post = (amount: number, body: () => string, onResponse?: () => void, timeout?: number) =>
    autocannon({
      url: `${url}/mailservice/mailer.php`,
      connections,
      amount,
      timeout,
      requests: [
        {
          method: "POST",
          // Each enquiry with its own Idempotency-Key, as the site's forms send them.
          setupRequest: (request) => ({
            ...request,
            headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
            body: body(),
          }),
          onResponse,
        },
      ],
    });
  const warmUp = await post(300, () =>
    JSON.stringify({ ...JSON.parse(bodies[0]!), captcha: "d2FybS11cA==" }),
  );
  let warmed = 0;
  const warmUpStored = await post(warmUpEnquiries, () => bodies[requests + warmed++]!);
  console.log(
    `warm-up: 300 requests (${warmUp.statusCodeStats["403"]?.count ?? 0} × 403), ` +
      `${warmUpEnquiries} enquiries (${warmUpStored.statusCodeStats["200"]?.count ?? 0} × 200)`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));

  let sent = 0;
  // autocannon's own `duration` is rounded up to its 1 s tick: time the run from its start to the
  // last response instead.
  const runStarted = performance.now();
  let lastResponse = runStarted;
  const before = await stored();
  const result = await post(
    requests,
    () => bodies[sent++ % requests]!,
    () => (lastResponse = performance.now()),
    10,
  );
  const accepted = result.statusCodeStats["200"]?.count ?? 0;
  const seconds = (lastResponse - runStarted) / 1000;
  const added = (await stored()) - before;
  const { latency } = result;
  const figures = {
    label,
    perSecond: Math.round(accepted / seconds),
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    accepted,
    stored: added,
    non2xx: result.non2xx,
  };
  console.log(
    [
      `POST /mailservice/mailer.php: ${requests} requests, ${connections} connections, ${seconds.toFixed(2)} s`,
      `accepted enquiries/s: ${figures.perSecond} (${accepted} accepted, ${added} stored)`,
      `latency ms: p50 ${latency.p50}, p90 ${latency.p90}, p99 ${latency.p99}, max ${latency.max}, mean ${latency.average.toFixed(2)}`,
      `non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
      `machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (other processes share the cores)`,
    ].join("\n"),
  );
  return figures;
}

const env = { RATE_LIMIT: "1000000/1m", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" };
const results = [];

if (setups.has("sqlite")) {
  const sqlite = await startServer({ env });
  try {
    results.push(
      await measure("SQLite, one instance", sqlite.url, async () => {
        const db = new Database(join(sqlite.dataDir, "site.db"), { readonly: true });
        try {
          return (db.prepare("SELECT COUNT(*) AS n FROM enquiries").get() as { n: number }).n;
        } finally {
          db.close();
        }
      }),
    );
  } finally {
    await sqlite.stop();
  }
}

if (setups.has("postgres") || setups.has("fleet")) {
  const postgres = await startPostgres();
  try {
    const count = (databaseUrl: string) => async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM enquiries"))
          .rows[0]!.n;
      } finally {
        await client.end();
      }
    };
    if (setups.has("postgres")) {
      const single = await postgres.createDatabase();
      const one = await startServer({ env: { ...env, DATABASE_URL: single } });
      try {
        results.push(await measure("PostgreSQL, one instance", one.url, count(single)));
      } finally {
        await one.stop();
      }
    }
    if (setups.has("fleet")) {
      const shared = await postgres.createDatabase();
      const ports = [await freePort(), await freePort()];
      const fleet = [];
      for (const port of ports)
        fleet.push(
          await startServer({
            port,
            env: { ...env, DATABASE_URL: shared, TRUST_PROXY: "127.0.0.1" },
          }),
        );
      const balancer = await startNginx(ports);
      try {
        results.push(
          await measure(
            "PostgreSQL, two instances behind nginx (HTTPS)",
            balancer.url,
            count(shared),
            balancer.fetch,
          ),
        );
      } finally {
        await balancer.stop();
        await Promise.all(fleet.map((server) => server.stop()));
      }
    }
  } finally {
    await postgres.stop();
  }
}

console.log("\n| setup | accepted/s | p50 ms | p99 ms | max ms | stored / accepted | non-2xx |");
console.log("|---|---|---|---|---|---|---|");
for (const row of results)
  console.log(
    `| ${row.label} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.max} | ${row.stored} / ${row.accepted} | ${row.non2xx} |`,
  );
console.log(
  "\nBudget: each single instance >= 300 accepted/s with p99 <= 50 ms (the fleet as measured).",
);
