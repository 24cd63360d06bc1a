import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { startPostgres, type PostgresServer } from "../unit/server/support";
import { freePort, startServer, type RunningServer } from "./support/server";
import { solveFrom, storedEnquiries, until } from "./support/enquiries";
import { parseMail, startSmtpSink, type SmtpSink } from "./support/smtp";

/** Fast retries, so an outage and its recovery take seconds. */
const FAST_OUTBOX = {
  OUTBOX_POLL_MS: "200",
  OUTBOX_BACKOFF_BASE_MS: "200",
  OUTBOX_BACKOFF_MAX_MS: "1000",
  OUTBOX_LEASE_MS: "5000",
  RATE_LIMIT: "100/1m",
};

async function enquire(url: string, index: number): Promise<number> {
  const captcha = await solveFrom(url);
  const response = await fetch(`${url}/mailservice/mailer.php`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com`,
      phone: "+91 20 4000 1234",
      message: `Contact Us Page: enquiry number ${index}`,
      captcha,
    }),
  });
  expect(await response.json()).toEqual({ success: true });
  return response.status;
}

type Row = {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
  message: string;
};

/** Deliveries and restarts take longer than a request: up to 20 s. */
const waitFor = <T>(probe: () => T | Promise<T>) => until(probe, 20_000);

describe("delivery", () => {
  let server: RunningServer | undefined;
  let sink: SmtpSink | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    await server?.stop();
    await sink?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    server = sink = dataDir = undefined;
  });

  it("with the mail server down, stores and answers success; once it is up, delivers with retries", async () => {
    const port = await freePort();
    server = await startServer({ env: { ...FAST_OUTBOX, SMTP_URL: `smtp://127.0.0.1:${port}` } });
    expect(await enquire(server.url, 1)).toBe(200);

    const failing = await waitFor(() => {
      const [row] = storedEnquiries<Row>(server!.dataDir);
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failing).toMatchObject({ status: "queued" });
    expect(failing.last_error).toMatch(/ECONNREFUSED/);
    expect(server.output()).toMatch(/"event":"enquiry.retry".*"attempt":1.*"delayMs"/);

    sink = await startSmtpSink(port);
    const [mail] = await sink.waitFor(1);
    expect(mail!.headers["message-id"]).toBe(failing.message_id);
    const sent = await waitFor(() => {
      const [row] = storedEnquiries<Row>(server!.dataDir);
      return row?.status === "sent" ? row : undefined;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    await waitFor(() => /"event":"enquiry.sent"/.test(server!.output()));
  });

  it("after a crash with mail queued, a restart delivers every enquiry; duplicates share a Message-ID", async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), "site-e2e-crash-"));
    const env = { ...FAST_OUTBOX, SMTP_URL: `smtp://127.0.0.1:${port}` };
    server = await startServer({ env, dataDir });
    for (let index = 1; index <= 5; index++) await enquire(server.url, index);
    await waitFor(() =>
      storedEnquiries<Row>(dataDir!).every((row) => row.attempts >= 1 && row.status === "queued"),
    );
    await server.kill();

    sink = await startSmtpSink(port);
    server = await startServer({ env, dataDir });
    const stored = await waitFor(() => {
      const current = storedEnquiries<Row>(dataDir!);
      return current.every((row) => row.status === "sent") ? current : undefined;
    });
    expect(stored).toHaveLength(5);
    await sink.waitFor(5);

    const ids = new Set(stored.map((row) => row.message_id));
    expect(ids.size).toBe(5);
    const received = sink.messages.map((mail) => mail.headers["message-id"]);
    // None missing, nothing unknown; a duplicate, if any, is a resend of the same Message-ID.
    expect(new Set(received)).toEqual(ids);
    for (const mail of sink.messages) {
      const row = stored.find((candidate) => candidate.message_id === mail.headers["message-id"]);
      expect(mail.text).toContain(row!.message);
    }
  });

  it("without SMTP_URL, writes each notification as an .eml file into DATA_DIR/outbox", async () => {
    server = await startServer({
      env: { ...FAST_OUTBOX, MAIL_FROM: "website@deccansoftworks.example" },
    });
    await enquire(server.url, 7);
    const outbox = join(server.dataDir, "outbox");
    const files = await waitFor(() => {
      try {
        const names = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
        return names.length > 0 ? names : undefined;
      } catch {
        return undefined;
      }
    });
    expect(files).toHaveLength(1);
    const mail = parseMail(readFileSync(join(outbox, files[0]!), "utf8"));
    const [row] = await waitFor(() => {
      const current = storedEnquiries<Row>(server!.dataDir);
      return current[0]?.status === "sent" ? current : undefined;
    });
    expect(mail.headers["message-id"]).toBe(row!.message_id);
    expect(mail.headers.from).toBe("Deccan Softworks website <website@deccansoftworks.example>");
    expect(mail.headers["reply-to"]).toBe("Visitor 7 <visitor7@example.com>");
    expect(mail.text).toContain("Contact Us Page: enquiry number 7");
    await waitFor(() => /"event":"mail.written".*"path":"[^"]+\.eml"/.test(server!.output()));
  });
});

describe("delivery with DATABASE_URL=postgres://…", () => {
  let postgres: PostgresServer;
  let server: RunningServer | undefined;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    await postgres?.stop();
  });

  it("stores, survives a crash and delivers every enquiry, as on SQLite", async () => {
    const databaseUrl = await postgres.createDatabase();
    const pgRows = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<Row>("SELECT * FROM enquiries ORDER BY id")).rows;
      } finally {
        await client.end();
      }
    };
    const port = await freePort();
    const env = { ...FAST_OUTBOX, DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${port}` };
    const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-pg-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    server = await startServer({ env, dataDir });
    for (let index = 1; index <= 3; index++) await enquire(server.url, index);
    await waitFor(async () => (await pgRows()).every((row) => row.attempts >= 1));
    await server.kill();

    sink = await startSmtpSink(port);
    server = await startServer({ env, dataDir });
    const stored = await waitFor(async () => {
      const current = await pgRows();
      return current.every((row) => row.status === "sent") ? current : undefined;
    });
    expect(stored).toHaveLength(3);
    await sink.waitFor(3);
    expect(new Set(sink.messages.map((mail) => mail.headers["message-id"]))).toEqual(
      new Set(stored.map((row) => row.message_id)),
    );
  });
});
