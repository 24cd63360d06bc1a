// The company's tools, run as the company runs them: `npm run enquiries -- …` on a real store,
// retention by the running server's housekeeping, and MAIL_TO with several addresses.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openSqliteStore } from "@/server/db/sqlite";
import { startPostgres, tempDir } from "../unit/server/support";
import { postEnquiry, runEnquiries, storedEnquiries, until } from "./support/enquiries";
import { startServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp";

let dir: string;
let cleanup: () => void;
const database = () => `file:${join(dir, "site.db")}`;

/** The command as `npm run enquiries -- ARGS` runs it on the test's store. */
const enquiries = (...args: string[]) => runEnquiries(database(), ...args);

beforeAll(async () => {
  ({ dir, cleanup } = tempDir());
  const store = openSqliteStore(join(dir, "site.db"));
  const people = [
    ["Asha Rao", "asha@example.com", "Cloud Services: Move our ERP to Azure."],
    ["Li Wei", "li.wei@example.com", "Contact Us Page: A portal for 2,000 dealers."],
    ["Asha Rao", "Asha@Example.com", "IoT Services: Sensors for two plants."],
  ];
  for (const [index, [name, email, message]] of people.entries()) {
    await store.insertEnquiry(
      {
        name: name!,
        email: email!,
        phone: "+91 98200 12345",
        message: message!,
        source: message!.split(":")[0] === "Contact Us Page" ? null : message!.split(":")[0]!,
        clientIp: "203.0.113.9",
        messageId: `<tools.${index}@deccansoftworks.example>`,
        webhook: false,
      },
      { now: Date.UTC(2026, 10, 20 + index, 9, 30) },
    );
  }
  await store.close();
});
afterAll(() => cleanup?.());

describe("npm run enquiries", () => {
  test("show prints one enquiry in full; an unknown ID is refused with one line", async () => {
    const shown = await enquiries("show", "1");
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("Enquiry:   #1");
    expect(shown.stdout).toContain("From:      Asha Rao <asha@example.com>");
    expect(shown.stdout).toContain("Came from: a direct visit");
    expect(shown.stdout).toContain("Handling:  open");
    expect(shown.stdout).toContain("Cloud Services: Move our ERP to Azure.");
    const missing = await enquiries("show", "99");
    expect(missing).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `enquiries: ${join(dir, "site.db")}: no enquiry #99\n`,
    });
    expect((await enquiries("show", "abc")).code).toBe(2);
  });

  test("mark records the handling with its time; list --status finds the open ones", async () => {
    expect((await enquiries("mark", "2", "replied")).stdout).toBe("Enquiry #2 marked replied.\n");
    expect((await enquiries("show", "2")).stdout).toMatch(
      /Handling: {2}replied \(marked \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/,
    );
    const open = await enquiries("list", "--status", "open");
    expect(
      open.stdout
        .split("\n")
        .filter((line) => /^\s*\d+ /.test(line))
        .map((line) => line.trim().split(" ")[0]),
    ).toEqual(["1", "3"]);
    expect((await enquiries("mark", "2", "answered")).code).toBe(2);
    expect((await enquiries("mark", "42", "closed")).stderr).toBe(
      `enquiries: ${join(dir, "site.db")}: no enquiry #42\n`,
    );
  });

  test("erase removes every enquiry of a person, only with --yes, and says how many", async () => {
    const dry = await enquiries("erase", "--email", "ASHA@example.com");
    expect(dry.stdout).toBe(
      "2 enquiries from ASHA@example.com. Run again with --yes to delete them.\n",
    );
    expect(storedEnquiries(dir)).toHaveLength(3);
    const erased = await enquiries("erase", "--email", "ASHA@example.com", "--yes");
    expect(erased.stdout).toBe("Erased 2 enquiries from ASHA@example.com.\n");
    expect(storedEnquiries(dir).map((row) => row.email)).toEqual(["li.wei@example.com"]);
    expect((await enquiries("erase", "--yes")).code).toBe(2);
  });
});

describe("the running server", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.stop());

  test("deletes enquiries past ENQUIRY_RETENTION_DAYS once mailed, keeping newer ones", async () => {
    const data = tempDir();
    const store = openSqliteStore(join(data.dir, "site.db"));
    const old = Date.now() - 40 * 86_400_000;
    for (const [index, created] of [old, Date.now() - 86_400_000].entries())
      await store.insertEnquiry(
        {
          name: `Kept ${index}`,
          email: "old@example.com",
          phone: "",
          message: "Contact Us Page: hello",
          source: null,
          clientIp: null,
          messageId: `<retention.${index}@deccansoftworks.example>`,
          webhook: false,
        },
        { now: created },
      );
    await store.markSent("mail", [1], old + 1000);
    await store.markSent("mail", [2], Date.now());
    await store.close();
    const server = await startServer({
      dataDir: data.dir,
      env: { ENQUIRY_RETENTION_DAYS: "30", SMTP_URL: smtp.url },
    });
    try {
      await until(() => storedEnquiries(data.dir).length === 1);
      expect(storedEnquiries(data.dir).map((row) => row.name)).toEqual(["Kept 1"]);
    } finally {
      await server.stop();
      data.cleanup();
    }
  });

  test("with WEBHOOK_URL, posts each enquiry's summary, retrying a failing webhook without holding back the mail", async () => {
    const received: { body: Record<string, unknown>; key: string | undefined }[] = [];
    const answers = [503, 500]; // the chat service is down for two attempts, then answers
    const hook = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received.push({
          body: JSON.parse(body) as Record<string, unknown>,
          key: request.headers["idempotency-key"] as string | undefined,
        });
        response.writeHead(answers.shift() ?? 204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: "200",
        OUTBOX_BACKOFF_BASE_MS: "300",
        WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/enquiries`,
      },
    });
    try {
      const message = `Cloud Services: ${"A long brief. ".repeat(60)}`;
      const response = await postEnquiry(server.url, {
        name: "Hook Visitor",
        email: "hook@example.com",
        message,
        source: "Cloud Services",
      });
      expect(response.status).toBe(200);
      // The mail goes at once, while the webhook is still failing.
      await until(() => smtp.messages.find((m) => m.text.includes("Hook Visitor")));
      // The outbox marks its batch once the sends are done: wait for the mark, not only the mail.
      await until(() => storedEnquiries(server.dataDir)[0]!.status === "sent");
      const [row] = storedEnquiries(server.dataDir);
      expect(row).toMatchObject({ status: "sent", webhook_status: "queued" });
      await until(() => storedEnquiries(server.dataDir)[0]!.webhook_status === "sent");
      expect(storedEnquiries(server.dataDir)[0]).toMatchObject({
        webhook_attempts: 3,
        attempts: 1,
      });
      expect(received).toHaveLength(3);
      const [{ body, key }] = received.slice(-1) as [(typeof received)[number]];
      expect(body).toMatchObject({
        id: row!.id,
        name: "Hook Visitor",
        email: "hook@example.com",
        source: "Cloud Services",
        message: message.slice(0, 500),
      });
      expect(key).toBe(row!.message_id);
      expect(smtp.messages.filter((m) => m.text.includes("Hook Visitor"))).toHaveLength(1);
    } finally {
      await server.stop();
      hook.close();
    }
  });

  test("/healthz and /readyz answer a balancer: ready while PostgreSQL answers, 503 once it is gone", async () => {
    const postgres = await startPostgres();
    const server = await startServer({ env: { DATABASE_URL: await postgres.createDatabase() } });
    try {
      for (const path of ["/healthz", "/readyz"]) {
        const response = await fetch(server.url + path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("content-security-policy")).toBeNull();
      }
      await postgres.stop();
      const down = await fetch(`${server.url}/readyz`);
      expect(down.status).toBe(503);
      expect((await down.json()).status).toBe("not ready");
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200); // alive, not ready
      const robots = await (await fetch(`${server.url}/robots.txt`)).text();
      expect(robots).toContain("Disallow: /healthz");
      expect(robots).toContain("Disallow: /readyz");
    } finally {
      await server.stop();
    }
  });

  test("SIGTERM drains: not ready at once, sends in flight finish, the rest handed back, exit 0", async () => {
    const slow = await startSmtpSink(0, { delayMs: 2_000 });
    const data = tempDir();
    const store = openSqliteStore(join(data.dir, "site.db"));
    const queuedAt = Date.now();
    for (let index = 0; index < 6; index++)
      await store.insertEnquiry(
        {
          name: `Drain ${index}`,
          email: "drain@example.com",
          phone: "",
          message: "Contact Us Page: hello",
          source: null,
          clientIp: null,
          messageId: `<drain.${index}@deccansoftworks.example>`,
          webhook: false,
        },
        { now: queuedAt },
      );
    await store.close();
    const server = await startServer({
      dataDir: data.dir,
      env: { SMTP_URL: slow.url, OUTBOX_POLL_MS: "200", SHUTDOWN_TIMEOUT: "10s" },
    });
    try {
      // The outbox claims all six; its four lanes start four sends, two at a time on the wire
      // (the mailer's pool), each answered after 2 s. Two on the wire: four attempts in flight.
      await until(() => slow.messages.length >= 2, 10_000);
      const exited = new Promise<number | null>((resolve) =>
        server.process.once("exit", (code) => resolve(code)),
      );
      const signalled = Date.now();
      server.process.kill("SIGTERM");
      // The signal and a request race to the server's event loop: the first answer after the
      // signal is handled is 503.
      const ready = await until(async () => {
        const response = await fetch(`${server.url}/readyz`);
        return response.status === 503 ? response : null;
      }, 2_000);
      expect(await ready.json()).toEqual({ status: "not ready", reason: "shutting down" });
      const refused = await postEnquiry(server.url, {
        name: "Too Late",
        email: "late@example.com",
        message: "Contact Us Page: hello",
        captcha: "unused",
      });
      expect(refused.status).toBe(503);
      expect(await exited).toBe(0);
      const drainMs = Date.now() - signalled;
      expect(drainMs).toBeLessThan(10_000);
      const rows = storedEnquiries(data.dir);
      expect(rows.filter((row) => row.status === "sent")).toHaveLength(4);
      const handedBack = rows.filter((row) => row.status === "queued");
      expect(handedBack).toHaveLength(2);
      // Due at once for another instance, not leased for OUTBOX_LEASE_MS (60 s).
      for (const row of handedBack) expect(row.next_attempt_at).toBeLessThanOrEqual(Date.now());
      expect(rows.some((row) => row.name === "Too Late")).toBe(false);
    } finally {
      await server.stop();
      await slow.stop();
      data.cleanup();
    }
  });

  test("mails each enquiry to every address in MAIL_TO, and /metrics counts it", async () => {
    const server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: "200",
        MAIL_TO: "sales@deccansoftworks.example, founders@deccansoftworks.example",
        METRICS_TOKEN: "m".repeat(32),
      },
    });
    try {
      const response = await postEnquiry(server.url, {
        name: "Two Inboxes",
        email: "two@example.com",
        message: "Contact Us Page: hello",
      });
      expect(response.status).toBe(200);
      const mail = await until(() => smtp.messages.find((m) => m.text.includes("Two Inboxes")));
      expect(mail.envelope.to).toEqual([
        "sales@deccansoftworks.example",
        "founders@deccansoftworks.example",
      ]);
      // The operator's view of it (GET /metrics with the token).
      const metrics = async () =>
        (
          await fetch(`${server.url}/metrics`, {
            headers: { Authorization: `Bearer ${"m".repeat(32)}` },
          })
        ).text();
      await until(async () =>
        (await metrics()).includes('outbox_send_attempts_total{channel="mail"} 1'),
      );
      const text = await metrics();
      expect(text).toMatch(/^enquiries_accepted_total\{[^}]*\} 1$/m);
      expect(text).toContain('outbox_queue_length{channel="mail"} 0');
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
