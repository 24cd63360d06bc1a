import { readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ALTCHA_PARAMETERS,
  altchaParameters,
  altchaVerifier,
  captchaClientConfig,
  createAltchaChallenge,
  deriveAltchaKeys,
  loadCaptchaSecret,
  recaptchaVerifier,
  resolveCaptchaSecret,
  verifyAltchaPayload,
  verifyCaptcha,
} from "@/server/captcha";
import { readConfig } from "@/server/config";
import { openPostgresStore } from "@/server/db/postgres";
import {
  CHEAP,
  decode,
  encode,
  fakeClock,
  solve,
  startPostgres,
  tempDir,
  tempStore,
  type PostgresServer,
} from "./support";

const keys = deriveAltchaKeys("k".repeat(64));

describe("ALTCHA challenge", () => {
  it("is what the altcha v3 widget fetches, with the tuned cost, and a real solve verifies", async () => {
    const clock = fakeClock();
    const challenge = await createAltchaChallenge(keys, clock);
    expect(Object.keys(challenge).sort()).toEqual(["parameters", "signature"]);
    expect(challenge.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: ALTCHA_PARAMETERS.cost,
      keyLength: 32,
      expiresAt: Math.floor((clock.now() + 600_000) / 1000),
    });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const payload = await solve(challenge);
    const { solution } = decode(payload);
    expect(solution.counter).toBeGreaterThanOrEqual(ALTCHA_PARAMETERS.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(ALTCHA_PARAMETERS.counterMax);
    const result = await altchaVerifier(keys, clock).check(payload, {});
    expect(result).toEqual({
      ok: true,
      ticket: { id: challenge.signature, expiresAt: challenge.parameters.expiresAt! * 1000 },
    });
    // A real solve, as a visitor's browser makes it: on a busy machine it took more than vitest's 5 s.
  }, 30_000);

  it("scales its work with CAPTCHA_DIFFICULTY, never below one derivation", () => {
    expect(altchaParameters(100)).toEqual(ALTCHA_PARAMETERS);
    expect(altchaParameters(250)).toMatchObject({ counterMin: 2_500, counterMax: 5_000 });
    expect(altchaParameters(5)).toMatchObject({ counterMin: 50, counterMax: 100 });
    expect(altchaParameters(1)).toMatchObject({ counterMin: 10, counterMax: 20 });
    expect(altchaParameters(1).cost).toBe(ALTCHA_PARAMETERS.cost);
  });
});

describe("ALTCHA verification", () => {
  const clock = fakeClock();
  let challenge: Challenge;
  let payload: string;
  const context = tempStore();

  beforeAll(async () => {
    challenge = await createAltchaChallenge(keys, clock, CHEAP);
    payload = await solve(challenge);
  });
  afterAll(() => context.cleanup());

  it("accepts a solved challenge once and refuses its replay", async () => {
    const verifier = altchaVerifier(keys, clock);
    const first = await verifyCaptcha(verifier, context.store, payload);
    expect(first.ok).toBe(true);
    const replay = await verifyCaptcha(verifier, context.store, payload);
    expect(replay).toEqual({ ok: false, reason: "replayed" });
  });

  it("refuses a challenge once ten minutes have passed, by the injected clock", async () => {
    const fresh = await createAltchaChallenge(keys, clock, CHEAP);
    const solved = await solve(fresh);
    const later = fakeClock(clock.now() + 600_000 - 1000);
    expect((await altchaVerifier(keys, later).check(solved, {})).ok).toBe(true);
    later.advance(1000);
    expect(await altchaVerifier(keys, later).check(solved, {})).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it.each([
    [
      "a longer expiry",
      (p: ReturnType<typeof decode>) => void (p.challenge.parameters.expiresAt = 9e9),
    ],
    ["a lower cost", (p: ReturnType<typeof decode>) => void (p.challenge.parameters.cost = 1)],
    [
      "another key prefix",
      (p: ReturnType<typeof decode>) => void (p.challenge.parameters.keyPrefix = "00"),
    ],
    [
      "a forged signature",
      (p: ReturnType<typeof decode>) => void (p.challenge.signature = "0".repeat(64)),
    ],
    [
      "another derived key",
      (p: ReturnType<typeof decode>) => void (p.solution.derivedKey = "ab".repeat(32)),
    ],
    [
      "an upper-case derived key",
      (p: ReturnType<typeof decode>) =>
        void (p.solution.derivedKey = p.solution.derivedKey.toUpperCase()),
    ],
    ["a negative counter", (p: ReturnType<typeof decode>) => void (p.solution.counter = -1)],
    [
      "no key signature",
      (p: ReturnType<typeof decode>) => void delete p.challenge.parameters.keySignature,
    ],
  ])("refuses a payload with %s", async (_, tamper) => {
    const tampered = decode(payload);
    tamper(tampered);
    expect(await altchaVerifier(keys, clock).check(encode(tampered), {})).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses a challenge signed with another key", async () => {
    const other = await createAltchaChallenge(deriveAltchaKeys("o".repeat(64)), clock, CHEAP);
    expect(await altchaVerifier(keys, clock).check(await solve(other), {})).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it.each([
    ["not base64 JSON", "%%%not-base64%%%"],
    ["JSON of the wrong shape", encode({ challenge: "x", solution: 1 })],
    ["the widget's test-mode payload", encode({ challenge: null, solution: null, test: true })],
    ["an empty object", encode({})],
  ])("calls %s malformed", async (_, response) => {
    expect(await altchaVerifier(keys, clock).check(response, {})).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("agrees with altcha-lib's verifySolution on valid and tampered payloads", async () => {
    const variants = [
      (p: ReturnType<typeof decode>) => p,
      (p: ReturnType<typeof decode>) => ({
        ...p,
        solution: { ...p.solution, derivedKey: "00".repeat(32) },
      }),
      (p: ReturnType<typeof decode>) => ({
        ...p,
        challenge: { ...p.challenge, signature: "ff".repeat(32) },
      }),
      (p: ReturnType<typeof decode>) => ({
        ...p,
        challenge: {
          ...p.challenge,
          parameters: { ...p.challenge.parameters, salt: "00".repeat(16) },
        },
      }),
      (p: ReturnType<typeof decode>) => ({ ...p, solution: { ...p.solution, counter: 2 ** 33 } }),
    ];
    for (const variant of variants) {
      const candidate = variant(decode(payload));
      const library = await verifySolution({
        challenge: candidate.challenge as unknown as Challenge,
        solution: candidate.solution,
        deriveKey,
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.keySignature,
      });
      const ours = verifyAltchaPayload(
        candidate as Parameters<typeof verifyAltchaPayload>[0],
        keys,
        Date.now(),
      );
      expect(ours === "verified").toBe(library.verified);
    }
  });
});

describe("captcha secret", () => {
  const temporary = tempDir();
  afterAll(() => temporary.cleanup());

  it("is generated once into DATA_DIR/captcha-secret (0600) and reused", () => {
    const dataDir = join(temporary.dir, "data");
    const first = loadCaptchaSecret({ DATA_DIR: dataDir, CAPTCHA_SECRET: undefined });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dataDir, "captcha-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(loadCaptchaSecret({ DATA_DIR: dataDir, CAPTCHA_SECRET: undefined })).toBe(first);
  });

  it("is CAPTCHA_SECRET when set", () => {
    const secret = "c".repeat(40);
    expect(loadCaptchaSecret({ DATA_DIR: temporary.dir, CAPTCHA_SECRET: secret })).toBe(secret);
  });

  it("refuses a damaged key file instead of silently replacing it", () => {
    const dataDir = join(temporary.dir, "damaged");
    loadCaptchaSecret({ DATA_DIR: dataDir, CAPTCHA_SECRET: undefined });
    writeFileSync(join(dataDir, "captcha-secret"), "short\n");
    expect(() => loadCaptchaSecret({ DATA_DIR: dataDir, CAPTCHA_SECRET: undefined })).toThrow(
      /no usable key/,
    );
  });
});

describe("captcha secret shared by several instances on PostgreSQL", () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());

  it("is generated once into the database; a challenge from one instance verifies on the other", async () => {
    const url = await postgres.createDatabase();
    const [one, two] = [openPostgresStore(url), openPostgresStore(url)];
    const config = { DATABASE_URL: url, CAPTCHA_SECRET: undefined, DATA_DIR: "unused" };
    const [first, second] = await Promise.all([
      resolveCaptchaSecret(config, one),
      resolveCaptchaSecret(config, two),
    ]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    const clock = fakeClock();
    const challenge = await createAltchaChallenge(deriveAltchaKeys(first), clock, CHEAP);
    const check = await altchaVerifier(deriveAltchaKeys(second), clock).check(
      await solve(challenge),
      {},
    );
    expect(check.ok).toBe(true);
    // CAPTCHA_SECRET, when set, is used as it is.
    expect(await resolveCaptchaSecret({ ...config, CAPTCHA_SECRET: "s".repeat(40) }, one)).toBe(
      "s".repeat(40),
    );
    await Promise.all([one.close(), two.close()]);
  });
});

describe("reCAPTCHA v2", () => {
  type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
  let handler: Handler = () => {};
  const requests: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      requests.push(body);
      handler(request, response, body);
    });
  });
  let url = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterEach(() => {
    requests.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const answer =
    (status: number, body: string): Handler =>
    (_, response) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body);
    };

  it("posts secret, response and remoteip, and succeeds only on success: true", async () => {
    handler = answer(200, JSON.stringify({ success: true }));
    const verifier = recaptchaVerifier({ secret: "s3cret", verifyUrl: url });
    expect(await verifier.check("token-1", { remoteIp: "203.0.113.9" })).toEqual({ ok: true });
    expect(Object.fromEntries(new URLSearchParams(requests[0]))).toEqual({
      secret: "s3cret",
      response: "token-1",
      remoteip: "203.0.113.9",
    });
  });

  it.each([
    [
      "success: false",
      200,
      JSON.stringify({ success: false, "error-codes": ["invalid-input-response"] }),
      "invalid",
    ],
    [
      "a used token",
      200,
      JSON.stringify({ success: false, "error-codes": ["timeout-or-duplicate"] }),
      "replayed",
    ],
    ["success as a string", 200, JSON.stringify({ success: "true" }), "unavailable"],
    ["not JSON", 200, "<html>", "unavailable"],
    ["a server error", 500, JSON.stringify({ success: true }), "unavailable"],
  ])("fails closed on %s", async (_, status, body, reason) => {
    handler = answer(status, body);
    const verifier = recaptchaVerifier({ secret: "s", verifyUrl: url });
    expect(await verifier.check("token", {})).toEqual({ ok: false, reason });
  });

  it("fails closed when the service does not answer in time", async () => {
    handler = () => {}; // never answers
    const verifier = recaptchaVerifier({ secret: "s", verifyUrl: url, timeoutMs: 200 });
    const started = Date.now();
    expect(await verifier.check("token", {})).toEqual({ ok: false, reason: "unavailable" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("fails closed when the service is unreachable", async () => {
    const verifier = recaptchaVerifier({ secret: "s", verifyUrl: "http://127.0.0.1:1/x" });
    expect(await verifier.check("token", {})).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("captchaClientConfig", () => {
  it("points the ALTCHA widget at the challenge endpoint by default", () => {
    expect(captchaClientConfig(readConfig({}))).toEqual({
      provider: "altcha",
      challengeUrl: "/mailservice/challenge",
    });
  });

  it("gives the reCAPTCHA site key, never the secret", () => {
    const config = readConfig({
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET: "secret-key",
    });
    expect(captchaClientConfig(config)).toEqual({ provider: "recaptcha", siteKey: "site-key" });
  });
});
