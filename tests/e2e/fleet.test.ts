// Several instances on one PostgreSQL behind Debian's nginx (the deployment guide's own
// configuration), with the SMTP sink: what a company running the site as a fleet relies on.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startPostgres, type PostgresServer } from "../unit/server/support";
import { postEnquiry, solveFrom, until } from "./support/enquiries";
import { startNginx, type Balancer } from "./support/nginx";
import { freePort, startServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp";
import pg from "pg";

let postgres: PostgresServer;
let smtp: SmtpSink;
let databaseUrl: string;
let ports: number[];
const instances: RunningServer[] = [];
let balancer: Balancer;

/**
 * Every enquiry counted by one key (the test's address): 1 + 1 + 200 + 40 + 2 hits, then refused.
 * Solving 200 challenges here (half a CPU-second each) is most of this file's time: the load
 * tests have minutes, not the suite's default minute.
 */
const RATE_LIMIT = "244/10m";

const instance = (port: number) =>
  startServer({
    port,
    env: {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "true",
      RATE_LIMIT,
      OUTBOX_POLL_MS: "200",
      OUTBOX_BACKOFF_BASE_MS: "500",
      OUTBOX_BACKOFF_MAX_MS: "2000",
      // Longer than any batch takes here, so two outboxes never send the same enquiry; short
      // enough that a killed instance's claims come back within the test.
      OUTBOX_LEASE_MS: "8000",
      SHUTDOWN_TIMEOUT: "10s",
    },
  });

async function rows() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (
      await client.query<{ id: string; name: string; status: string; message_id: string }>(
        "SELECT id, name, status, message_id FROM enquiries ORDER BY id",
      )
    ).rows;
  } finally {
    await client.end();
  }
}

const mailsOf = (messageId: string) =>
  smtp.messages.filter((mail) => mail.headers["message-id"] === messageId).length;

beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startPostgres(), startSmtpSink()]);
  databaseUrl = await postgres.createDatabase();
  ports = [await freePort(), await freePort()];
  // The first to start generates the shared captcha key; the second reads it.
  instances.push(await instance(ports[0]!), await instance(ports[1]!));
  balancer = await startNginx(ports);
}, 120_000);
afterAll(async () => {
  await balancer?.stop();
  await Promise.all(instances.map((server) => server.stop()));
  await smtp?.stop();
  await postgres?.stop();
});

// Not retried: the tests build on each other (the rate limit counts every enquiry of the file).
describe("two instances behind nginx", { retry: 0 }, () => {
  test("a challenge from one instance verifies on the other; its replay through the other is refused", async () => {
    const [a, b] = instances as [RunningServer, RunningServer];
    const captcha = await solveFrom(a.url);
    const fields = {
      name: "Cross Instance",
      email: "cross@example.com",
      message: "Contact Us Page: hi",
    };
    expect((await postEnquiry(b.url, { ...fields, captcha })).status).toBe(200);
    const replay = await postEnquiry(a.url, { ...fields, captcha });
    expect(replay.status).toBe(403);
    expect((await replay.json()).error).toMatch(/already been used/);
  });

  test("200 enquiries posted at once through the balancer: all stored once, each mailed exactly once", async () => {
    const captchas = await Promise.all(
      Array.from({ length: 200 }, (_, index) => solveFrom(instances[index % 2]!.url)),
    );
    const answers = await Promise.all(
      captchas.map((captcha, index) =>
        postEnquiry(balancer.url, {
          name: `Load ${index}`,
          email: `load${index}@example.com`,
          message: "Contact Us Page: load",
          captcha,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200));
    const stored = (await rows()).filter((row) => row.name.startsWith("Load "));
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((row) => row.name)).size).toBe(200);
    await until(async () => (await rows()).every((row) => row.status === "sent"), 30_000);
    for (const row of stored) expect(mailsOf(row.message_id), row.name).toBe(1);
    for (const server of instances) expect(server.output()).not.toMatch(/"level":50/);
  }, 240_000);

  test("SIGTERM under load: no accepted enquiry is lost and the instance exits 0 in time", async () => {
    const draining = instances[1]!;
    const exited = new Promise<number | null>((resolve) =>
      draining.process.once("exit", (code) => resolve(code)),
    );
    const captchas = await Promise.all(
      Array.from({ length: 40 }, () => solveFrom(instances[0]!.url)),
    );
    const posts = captchas.map((captcha, index) =>
      postEnquiry(balancer.url, {
        name: `Drain ${index}`,
        email: `drain${index}@example.com`,
        message: "Contact Us Page: drain",
        captcha,
      }),
    );
    const signalled = Date.now();
    draining.process.kill("SIGTERM");
    const answers = await Promise.all(posts);
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBe(40); // nginx passed the draining instance's 503s to the other
    const stored = (await rows()).filter((row) => row.name.startsWith("Drain "));
    expect(stored).toHaveLength(accepted);
    // Back in the pool for the rest of the test.
    instances[1] = await instance(ports[1]!);
  }, 120_000);

  test("one instance killed (SIGKILL) mid-send: the other delivers what it held once its lease runs out", async () => {
    // A slow mail server: each message is answered after 3 s, so the sends are in flight when
    // the instance that claimed them dies.
    await smtp.stop();
    smtp = await startSmtpSink(smtp.port, { delayMs: 3_000 });
    const [doomed] = instances as [RunningServer];
    const before = smtp.messages.length;
    for (const index of [0, 1]) {
      const answer = await postEnquiry(doomed.url, {
        name: `Killed ${index}`,
        email: "killed@example.com",
        message: "Contact Us Page: queued",
      });
      expect(answer.status).toBe(200);
    }
    const held = (await rows()).filter((row) => row.name.startsWith("Killed "));
    await until(() => smtp.messages.length >= before + 2, 10_000); // on the wire, unanswered
    await doomed.kill();
    expect(held.every((row) => row.status === "queued")).toBe(true);
    // The survivor takes them after the lease (8 s) and sends them: delivery is at least once.
    await until(async () => {
      const now = await rows();
      return held.every((row) => now.find((r) => r.id === row.id)?.status === "sent");
    }, 30_000);
    for (const row of held) expect(mailsOf(row.message_id), row.name).toBeGreaterThanOrEqual(1);
  });

  test("the rate limit counts across instances", async () => {
    // Every enquiry so far came from one address (the balancer's, or the test's own), through
    // both instances: 1 + 1 + 200 + 40 + 2 hits fill RATE_LIMIT's 244, so both refuse the next.
    const fields = { name: "Limit", email: "limit@example.com", message: "Contact Us Page: limit" };
    // nginx leaves out for 5 s an instance that failed it (the killed one, the restarted one).
    await until(async () => (await fetch(`${balancer.url}/readyz`)).ok, 15_000);
    const captcha = await solveFrom(instances[1]!.url);
    expect((await postEnquiry(balancer.url, { ...fields, captcha })).status).toBe(429);
    expect((await postEnquiry(instances[1]!.url, fields)).status).toBe(429);
    expect(await rows()).toHaveLength(243); // every hit but the refused replay stored an enquiry
  });
});
