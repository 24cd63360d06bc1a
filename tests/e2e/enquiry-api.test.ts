import { execFile } from "node:child_process";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Challenge } from "altcha-lib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_LIMITS, SENT_MESSAGE_LIMIT } from "@/lib/enquiry-schema";
import { createAltchaChallenge, deriveAltchaKeys } from "@/server/captcha";
import {
  encodeSolution,
  solveFrom,
  storedEnquiries,
  until,
  type StoredRow,
} from "./support/enquiries";
import { startServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp";

const CAPTCHA_SECRET = "e2e-".repeat(16);
const MAIL = {
  MAIL_FROM: "website@deccansoftworks.example",
  MAIL_TO: "sales@deccansoftworks.example",
};

type Reply = { status: number; body: { success: boolean; error?: string }; headers: Headers };

/** An enquiry attempt (a wrong captcha) sent from `localAddress`, its status. */
function postFrom(localAddress: string, url: string, headers: Record<string, string>) {
  const body = JSON.stringify({
    ...visitor,
    message: "Contact Us Page: hi",
    captcha: "bm90LWEtY2FwdGNoYQ==",
  });
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      `${url}/mailservice/mailer.php`,
      { method: "POST", localAddress, headers: { "content-type": "application/json", ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = { "content-type": "application/json" },
): Promise<Reply> {
  const response = await fetch(`${url}/mailservice/mailer.php`, {
    method: "POST",
    headers,
    body:
      typeof body === "string" || body instanceof Uint8Array
        ? (body as BodyInit)
        : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const visitor = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
};

describe("POST /mailservice/mailer.php", () => {
  let server: RunningServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({
      env: {
        ...MAIL,
        SMTP_URL: sink.url,
        CAPTCHA_SECRET,
        RATE_LIMIT: "1000/1m",
        OUTBOX_POLL_MS: "200",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
  });

  it("serves ALTCHA challenges, uncached", async () => {
    const response = await fetch(`${server.url}/mailservice/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 2000 });
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeGreaterThan(590_000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("asks for the default proof of work (1,000-2,000 derivations) unless CAPTCHA_DIFFICULTY scales it", async () => {
    const counter = async (url: string) =>
      (
        JSON.parse(Buffer.from(await solveFrom(url), "base64").toString()) as {
          solution: { counter: number };
        }
      ).solution.counter;
    const byDefault = await startServer({ env: { CAPTCHA_DIFFICULTY: "" } });
    try {
      const solved = await counter(byDefault.url);
      expect(solved).toBeGreaterThanOrEqual(1_000);
      expect(solved).toBeLessThanOrEqual(2_000);
    } finally {
      await byDefault.stop();
    }
    // The tests' servers ask for a twentieth (tests/e2e/support/server.ts).
    const scaled = await counter(server.url);
    expect(scaled).toBeGreaterThanOrEqual(50);
    expect(scaled).toBeLessThanOrEqual(100);
  });

  it("stores a Contact Us enquiry, answers success and mails it from the site, replies to the visitor", async () => {
    const before = sink.messages.length;
    const message =
      'Contact Us Page: We need a <b>mobile app</b> & a "website".\nBudget: 5-10 lakh';
    const reply = await post(server.url, {
      ...visitor,
      name: "Asha <Rao> & Co",
      message,
      captcha: await solveFrom(server.url),
    });
    expect(reply).toMatchObject({ status: 200, body: { success: true } });

    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.envelope).toEqual({ from: MAIL.MAIL_FROM, to: [MAIL.MAIL_TO] });
    expect(mail!.headers.from).toBe(`Deccan Softworks website <${MAIL.MAIL_FROM}>`);
    expect(mail!.headers.to).toBe(MAIL.MAIL_TO);
    expect(mail!.headers["reply-to"]).toBe('"Asha <Rao> & Co" <asha@example.com>');
    expect(mail!.headers.subject).toBe("New enquiry from Asha <Rao> & Co (Contact Us Page)");
    expect(mail!.text.replace(/\r\n/g, "\n")).toContain(message);
    expect(mail!.html.replace(/\r\n/g, "\n")).toContain(
      "Contact Us Page: We need a &lt;b&gt;mobile app&lt;/b&gt; &amp; a &quot;website&quot;.<br>\nBudget: 5-10 lakh",
    );
    expect(mail!.html).toContain("Asha &lt;Rao&gt; &amp; Co");
    expect(mail!.html).not.toContain("<b>mobile");

    const stored = await until(() => {
      const row = storedEnquiries(server.dataDir).find(
        (candidate) => candidate.message === message,
      );
      return row?.status === "sent" ? row : undefined;
    });
    expect(stored).toMatchObject({
      name: "Asha <Rao> & Co",
      source: null,
      attempts: 1,
      client_ip: "127.0.0.1",
    });
    expect(mail!.headers["message-id"]).toBe(stored.message_id);
  });

  it("mails a service inquiry with its `{service}: ` prefix and the service in the subject", async () => {
    const before = sink.messages.length;
    const reply = await post(server.url, {
      ...visitor,
      phone: "",
      message: "Cloud Services: Please call me about a migration.",
      source: "Cloud Services",
      captcha: await solveFrom(server.url),
    });
    expect(reply.status).toBe(200);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.headers.subject).toBe("New enquiry from Asha Rao (Cloud Services)");
    expect(mail!.text).toContain("Cloud Services: Please call me about a migration.");
  });

  it("refuses a replayed captcha", async () => {
    const captcha = await solveFrom(server.url);
    expect(
      (await post(server.url, { ...visitor, message: "Contact Us Page: once", captcha })).status,
    ).toBe(200);
    const count = storedEnquiries(server.dataDir).length;
    const replay = await post(server.url, {
      ...visitor,
      message: "Contact Us Page: twice",
      captcha,
    });
    expect(replay).toMatchObject({ status: 403, body: { success: false } });
    expect(replay.body.error).toMatch(/already been used/);
    expect(storedEnquiries(server.dataDir)).toHaveLength(count);
  });

  it("refuses an expired captcha", async () => {
    // Signed with the server's key, but issued eleven minutes ago.
    const issued = Date.now() - 11 * 60_000;
    const challenge = await createAltchaChallenge(
      deriveAltchaKeys(CAPTCHA_SECRET),
      { now: () => issued },
      {
        algorithm: "PBKDF2/SHA-256",
        cost: 10,
        counterMin: 1,
        counterMax: 20,
        expiresInMs: 600_000,
      },
    );
    const count = storedEnquiries(server.dataDir).length;
    const reply = await post(server.url, {
      ...visitor,
      message: "Contact Us Page: late",
      captcha: await encodeSolution(challenge),
    });
    expect(reply).toMatchObject({ status: 403, body: { success: false } });
    expect(reply.body.error).toMatch(/expired/);
    expect(storedEnquiries(server.dataDir)).toHaveLength(count);
  });

  it("stores a retried request with the same Idempotency-Key once", async () => {
    const body = {
      ...visitor,
      message: "Contact Us Page: idempotent",
      captcha: await solveFrom(server.url),
    };
    const headers = { "content-type": "application/json", "idempotency-key": crypto.randomUUID() };
    expect((await post(server.url, body, headers)).status).toBe(200);
    expect((await post(server.url, body, headers)).status).toBe(200);
    expect(
      storedEnquiries(server.dataDir).filter((row) => row.message === body.message),
    ).toHaveLength(1);
  });

  describe("refuses bad input, storing nothing", () => {
    let valid: Record<string, string>;
    let count: number;
    beforeAll(async () => {
      valid = {
        ...visitor,
        message: "Contact Us Page: hello",
        captcha: await solveFrom(server.url),
      };
    });

    const tamper = (
      captcha: string,
      change: (payload: {
        challenge: Challenge;
        solution: { counter: number; derivedKey: string };
      }) => void,
    ) => {
      const payload = JSON.parse(Buffer.from(captcha, "base64").toString("utf8"));
      change(payload);
      return Buffer.from(JSON.stringify(payload)).toString("base64");
    };

    type Case = [
      label: string,
      status: number,
      request: () => { body: unknown; headers?: Record<string, string> },
      error?: RegExp,
    ];
    const json = { "content-type": "application/json" };
    const cases: Case[] = [
      [
        "text/plain",
        415,
        () => ({ body: JSON.stringify(valid), headers: { "content-type": "text/plain" } }),
      ],
      [
        "no content type",
        415,
        () => ({ body: new TextEncoder().encode(JSON.stringify(valid)), headers: {} }),
      ],
      [
        "a body over 32 KiB",
        413,
        () => ({ body: { ...valid, message: "x".repeat(ENQUIRY_LIMITS.body) } }),
      ],
      ["broken JSON", 400, () => ({ body: '{"name":', headers: json }), /not valid JSON/],
      [
        "invalid UTF-8",
        400,
        () => ({ body: new Uint8Array([0x7b, 0xc3, 0x28, 0x7d]), headers: json }),
        /not valid JSON/,
      ],
      ["a JSON array", 400, () => ({ body: [valid] }), /must be a JSON object/],
      ["JSON null", 400, () => ({ body: "null", headers: json }), /must be a JSON object/],
      ["a missing name", 400, () => ({ body: { ...valid, name: undefined } }), /Name/],
      ["a blank name", 400, () => ({ body: { ...valid, name: " \t " } }), /your name/],
      [
        "a name that is a number",
        400,
        () => ({ body: { ...valid, name: 42 } }),
        /Name must be text/,
      ],
      [
        "a long name",
        400,
        () => ({ body: { ...valid, name: "n".repeat(ENQUIRY_LIMITS.name + 1) } }),
        /at most 100/,
      ],
      [
        "an invalid email",
        400,
        () => ({ body: { ...valid, email: "asha@@example" } }),
        /valid email/,
      ],
      ["letters in the phone", 400, () => ({ body: { ...valid, phone: "+91 CALL ME" } }), /digits/],
      ["a too-short phone", 400, () => ({ body: { ...valid, phone: "123" } }), /6 digits/],
      [
        "a missing message",
        400,
        () => ({ body: { ...valid, message: undefined } }),
        /Message is missing/,
      ],
      [
        "a long message",
        400,
        () => ({ body: { ...valid, message: "m".repeat(SENT_MESSAGE_LIMIT + 1) } }),
        /at most 5000/,
      ],
      [
        "a long source",
        400,
        () => ({ body: { ...valid, source: "s".repeat(ENQUIRY_LIMITS.source + 1) } }),
        /Source/,
      ],
      ["no captcha", 400, () => ({ body: { ...valid, captcha: undefined } }), /CAPTCHA/],
      [
        "a captcha that is not ALTCHA",
        403,
        () => ({ body: { ...valid, captcha: "not-a-captcha" } }),
        /CAPTCHA/,
      ],
      [
        "the widget's test-mode payload",
        403,
        () => ({
          body: {
            ...valid,
            captcha: btoa(JSON.stringify({ challenge: null, solution: null, test: true })),
          },
        }),
      ],
      [
        "a tampered cost",
        403,
        () => ({
          body: {
            ...valid,
            captcha: tamper(valid.captcha!, (p) => void (p.challenge.parameters.cost = 1)),
          },
        }),
      ],
      [
        "a forged derived key",
        403,
        () => ({
          body: {
            ...valid,
            captcha: tamper(valid.captcha!, (p) => void (p.solution.derivedKey = "00".repeat(32))),
          },
        }),
      ],
      [
        "a challenge signed elsewhere",
        403,
        () => ({
          body: {
            ...valid,
            captcha: tamper(valid.captcha!, (p) => void (p.challenge.signature = "ab".repeat(32))),
          },
        }),
      ],
    ];

    it.each(cases)("%s → %i", async (_, status, request, error) => {
      count ??= storedEnquiries(server.dataDir).length;
      const { body, headers = json } = request();
      const reply = await post(server.url, body, headers);
      expect(reply.status).toBe(status);
      expect(reply.body.success).toBe(false);
      expect(typeof reply.body.error).toBe("string");
      if (error) expect(reply.body.error).toMatch(error);
      // Refused before its body was read: the connection closes, and says so, so that no client
      // sends its next request down it.
      expect(reply.headers.get("connection")).toBe(status === 413 ? "close" : "keep-alive");
      expect(storedEnquiries(server.dataDir)).toHaveLength(count);
    });

    it("a body streamed past the limit without Content-Length → 413", async () => {
      const chunk = new TextEncoder().encode(" ".repeat(1024));
      let sent = 0;
      const response = await fetch(`${server.url}/mailservice/mailer.php`, {
        method: "POST",
        headers: json,
        body: new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent++ < 64) controller.enqueue(chunk);
            else controller.close();
          },
        }),
        // @ts-expect-error: Node's fetch needs duplex for a stream body
        duplex: "half",
      }).catch((error: Error) => error);
      // The server may answer before reading everything and close the connection.
      if (response instanceof Error) return;
      expect(response.status).toBe(413);
      expect(storedEnquiries(server.dataDir)).toHaveLength(count);
    });

    it.each(["GET", "PUT", "PATCH", "DELETE", "OPTIONS"])(
      "%s → 405 with Allow: POST",
      async (method) => {
        const response = await fetch(`${server.url}/mailservice/mailer.php`, { method });
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
        expect((await response.json()).success).toBe(false);
      },
    );

    it("the store holds nothing new, by the command-line export too", async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          "node_modules/tsx/dist/cli.mjs",
          "--conditions=react-server",
          "scripts/enquiries.ts",
          "export",
          "--format",
          "json",
        ],
        { env: { ...process.env, DATABASE_URL: `file:${join(server.dataDir, "site.db")}` } },
      );
      const exported = JSON.parse(stdout) as StoredRow[];
      expect(exported).toHaveLength(count);
      expect(exported.map((row) => row.message_id)).toEqual(
        storedEnquiries(server.dataDir).map((row) => row.message_id),
      );
    });
  });

  it("never answers 5xx and never stores anything for arbitrary bodies (property)", async () => {
    const count = storedEnquiries(server.dataDir).length;
    const field = fc.oneof(
      fc.string(),
      fc.constant(""),
      fc.integer(),
      fc.constant(null),
      fc.anything(),
    );
    const bodies = fc.oneof(
      fc.json(),
      fc.string(),
      fc.string({ unit: "binary" }),
      fc
        .record(
          {
            name: field,
            email: field,
            phone: field,
            message: field,
            captcha: field,
            source: field,
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      fc
        .record({
          name: fc.string({ minLength: 1, maxLength: 100 }),
          email: fc.emailAddress(),
          message: fc.string({ minLength: 1, maxLength: 200 }),
          captcha: fc.base64String({ minLength: 4, maxLength: 400 }),
        })
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(
        bodies,
        fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain"),
        async (body, type) => {
          const reply = await post(server.url, body, { "content-type": type });
          expect(reply.status).toBeGreaterThanOrEqual(400);
          expect(reply.status).toBeLessThan(500);
          expect(reply.body.success).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
    expect(storedEnquiries(server.dataDir)).toHaveLength(count);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});

describe("rate limit", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-rate-"));
  const env = { RATE_LIMIT: "3/1m", CAPTCHA_SECRET };
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const attempt = (url: string, headers: Record<string, string> = {}) =>
    post(
      url,
      { ...visitor, message: "Contact Us Page: hi", captcha: "bm90LWEtY2FwdGNoYQ==" },
      {
        "content-type": "application/json",
        ...headers,
      },
    );

  it("counts every attempt per client address, answers 429 with Retry-After, and cannot be dodged with X-Forwarded-For", async () => {
    server = await startServer({ env, dataDir });
    for (let index = 0; index < 3; index++) {
      // Captcha-failed attempts count too; spoofed forwarding headers do not pick a new bucket.
      const reply = await attempt(server.url, {
        "x-forwarded-for": `198.51.100.${index}`,
        "x-real-ip": `198.51.100.${index}`,
      });
      expect(reply.status).toBe(403);
    }
    const limited = await attempt(server.url, { "x-forwarded-for": "198.51.100.99" });
    expect(limited).toMatchObject({ status: 429, body: { success: false } });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Limited before the captcha is even looked at: a valid one is refused as well.
    const valid = await post(server.url, {
      ...visitor,
      message: "Contact Us Page: hi",
      captcha: await solveFrom(server.url),
    });
    expect(valid.status).toBe(429);
    expect(storedEnquiries(dataDir)).toHaveLength(0);
  });

  it("persists across a restart", async () => {
    await server!.stop();
    server = await startServer({ env, dataDir });
    const reply = await attempt(server.url);
    expect(reply.status).toBe(429);
    expect(Number(reply.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });

  it("with TRUST_PROXY, keys on the first X-Forwarded-For address of a request from that proxy", async () => {
    await server!.stop();
    server = await startServer({ env: { ...env, TRUST_PROXY: "127.0.0.1" }, dataDir });
    expect((await attempt(server.url)).status).toBe(429); // no header: the socket, 127.0.0.1
    expect((await attempt(server.url, { "x-forwarded-for": "203.0.113.5, 10.0.0.1" })).status).toBe(
      403,
    );
  });

  it("a request from any other address is keyed on that address, whatever X-Forwarded-For it forges", async () => {
    // From 127.0.0.2, as someone who reaches the instance past the proxy: each attempt names
    // another client, and the fourth is still limited (3 a minute).
    const statuses = [];
    for (let index = 0; index < 4; index++)
      statuses.push(
        await postFrom("127.0.0.2", server!.url, { "x-forwarded-for": `198.51.100.${index + 1}` }),
      );
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});

describe("with CAPTCHA_PROVIDER=recaptcha", () => {
  const verifications: Record<string, string>[] = [];
  const siteverify = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      verifications.push(form);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ success: form.response === "good-token" }));
    });
  });
  let server: RunningServer;

  beforeAll(async () => {
    await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
    const { port } = siteverify.address() as AddressInfo;
    server = await startServer({
      env: {
        CAPTCHA_PROVIDER: "recaptcha",
        RECAPTCHA_SITE_KEY: "site-key",
        RECAPTCHA_SECRET: "secret-key",
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
        RATE_LIMIT: "100/1m",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    siteverify.closeAllConnections();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  const enquiry = (captcha: string) => ({ ...visitor, message: "Contact Us Page: hi", captcha });

  it("stores the enquiry when siteverify says success, passing secret, response and remoteip", async () => {
    expect(await post(server.url, enquiry("good-token"))).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(verifications.at(-1)).toEqual({
      secret: "secret-key",
      response: "good-token",
      remoteip: "127.0.0.1",
    });
    expect(storedEnquiries(server.dataDir)).toHaveLength(1);
  });

  it("refuses with 403 when siteverify says no", async () => {
    expect(await post(server.url, enquiry("bad-token"))).toMatchObject({
      status: 403,
      body: { success: false },
    });
    expect(storedEnquiries(server.dataDir)).toHaveLength(1);
  });

  it("has no ALTCHA challenge to give", async () => {
    expect((await fetch(`${server.url}/mailservice/challenge`)).status).toBe(404);
  });

  it("fails closed (403) when siteverify cannot be reached", async () => {
    siteverify.closeAllConnections();
    await new Promise((resolve) => siteverify.close(resolve));
    expect(await post(server.url, enquiry("good-token"))).toMatchObject({
      status: 403,
      body: { success: false },
    });
    expect(storedEnquiries(server.dataDir)).toHaveLength(1);
  });
});
