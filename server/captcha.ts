import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createChallenge, randomInt, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { systemClock, type Clock } from "./clock";
import { getConfig, type Config } from "./config";
import { getStore } from "./db";
import type { ChallengeTicket, EnquiryStore } from "./db/types";

/** Where the ALTCHA widget fetches its challenge (GET, JSON). */
const CHALLENGE_URL = "/mailservice/challenge";

/**
 * The proof of work. The widget brute-forces the counter (0, 1, 2, … split across its Web
 * Workers) until PBKDF2-SHA-256(nonce ‖ counter, salt, cost) matches the 16-byte prefix the
 * server derived from a secret random counter, so the work is `counter × cost` PBKDF2 rounds:
 * 1,000-2,000 × 2,000 = 2-4 million rounds, 3 million on average, bounded (no unlucky visitor
 * waits several times longer).
 *
 * Measured with the altcha 3.2 widget in Debian Chromium on a 2-core machine (2 workers): 0.4-0.75 s
 * per solve, 0.4-1.1 s under DevTools' 4x CPU throttle (Lighthouse's mobile preset). The
 * library's README example (cost 5,000 × counter 5,000-10,000, 37.5 million rounds) took
 * 4-10.5 s there, the 7-10 s the design notes warn about; this is an eighth of it, about a
 * second on a phone (4+ workers, SHA-256 in hardware), and the widget pads anything faster to
 * its 500 ms minimum. A bot pays the same rounds natively: ~0.5 CPU-second per enquiry.
 * A cost of 2,000 per derivation keeps the widget's per-call overhead (0.1-0.3 ms) small and
 * issuing a challenge cheap for the server (one 2,000-round derivation, ~0.6 ms); verifying a
 * solution is a single HMAC, thanks to the key signature.
 */
export const ALTCHA_PARAMETERS = {
  algorithm: "PBKDF2/SHA-256",
  cost: 2_000,
  counterMin: 1_000,
  counterMax: 2_000,
  /** A challenge expires ten minutes after it is issued. */
  expiresInMs: 10 * 60_000,
} as const;

/**
 * The proof of work at CAPTCHA_DIFFICULTY, in percent of the default (100): the counter's range,
 * and so the rounds a browser or a bot computes, scales with it.
 */
export function altchaParameters(difficulty: number): AltchaParameters {
  const scale = (counter: number) => Math.max(1, Math.round((counter * difficulty) / 100));
  return {
    ...ALTCHA_PARAMETERS,
    counterMin: scale(ALTCHA_PARAMETERS.counterMin),
    counterMax: scale(ALTCHA_PARAMETERS.counterMax),
  };
}

export type AltchaParameters = {
  algorithm: string;
  cost: number;
  counterMin: number;
  counterMax: number;
  expiresInMs: number;
};

export type CaptchaFailure =
  | "malformed"
  | "invalid"
  | "expired"
  | "replayed"
  /** The verification service could not be asked: fail closed. */
  | "unavailable";

export type CaptchaCheck =
  /** `ticket`: the challenge to mark used, once, in the transaction that stores the enquiry. */
  { ok: true; ticket?: ChallengeTicket } | { ok: false; reason: CaptchaFailure };

export interface CaptchaVerifier {
  readonly provider: "altcha" | "recaptcha";
  /** Checks a captcha response without consuming it (see `verifyCaptcha`). */
  check(response: string, context: { remoteIp?: string }): Promise<CaptchaCheck>;
}

/** What a visitor is told when the captcha fails (the forms read only `success`). */
export const CAPTCHA_ERRORS: Record<CaptchaFailure, string> = {
  malformed: "The CAPTCHA response is not valid. Please complete the CAPTCHA again.",
  invalid: "The CAPTCHA could not be verified. Please complete the CAPTCHA again.",
  expired: "The CAPTCHA has expired. Please complete the CAPTCHA again.",
  replayed: "This CAPTCHA has already been used. Please complete the CAPTCHA again.",
  unavailable: "The CAPTCHA could not be verified. Please try again later.",
};

// ---------------------------------------------------------------- ALTCHA

export type AltchaKeys = { signature: string; keySignature: string };

/** The two HMAC keys ALTCHA needs, derived from one secret. */
export function deriveAltchaKeys(secret: string): AltchaKeys {
  const derive = (label: string) => createHmac("sha256", secret).update(label).digest("hex");
  return {
    signature: derive("altcha challenge signature"),
    keySignature: derive("altcha key signature"),
  };
}

/**
 * CAPTCHA_SECRET, or the key generated once into `${DATA_DIR}/captcha-secret` (mode 0600) and
 * reused after restarts, so challenges issued before a restart still verify.
 */
export function loadCaptchaSecret(config: Pick<Config, "CAPTCHA_SECRET" | "DATA_DIR">): string {
  if (config.CAPTCHA_SECRET) return config.CAPTCHA_SECRET;
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, "captcha-secret");
  const read = () => {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length < 32) throw new Error(`${file} holds no usable key: delete it to regenerate`);
    return secret;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Written whole to a temporary name, then linked into place: link() fails if another
  // process won the race, and nobody ever reads a half-written key.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temporary, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
  return read();
}

/** A signed challenge in the format the `altcha` v3 widget fetches: `{ parameters, signature }`. */
export async function createAltchaChallenge(
  keys: AltchaKeys,
  clock: Clock = systemClock,
  parameters: AltchaParameters = ALTCHA_PARAMETERS,
): Promise<Challenge> {
  return createChallenge({
    algorithm: parameters.algorithm,
    cost: parameters.cost,
    counter: randomInt(parameters.counterMax, parameters.counterMin),
    deriveKey,
    expiresAt: Math.floor((clock.now() + parameters.expiresInMs) / 1000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. */
const altchaPayload = z.object({
  challenge: z.object({
    // Loose: the signature covers every parameter, so none may be dropped before verifying.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decodeAltchaPayload(response: string) {
  try {
    const json: unknown = JSON.parse(Buffer.from(response, "base64").toString("utf8"));
    const parsed = altchaPayload.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** altcha-lib's canonical JSON: object keys sorted recursively, undefined values dropped. */
function canonicalJson(value: unknown): string {
  const sort = (item: unknown): unknown =>
    typeof item !== "object" || item === null || Array.isArray(item)
      ? item
      : Object.fromEntries(
          Object.keys(item)
            .sort()
            .flatMap((key) => {
              const child = (item as Record<string, unknown>)[key];
              return child === undefined ? [] : [[key, sort(child)]];
            }),
        );
  return JSON.stringify(sort(value));
}

const hmacHex = (key: string, data: string | Buffer) =>
  createHmac("sha256", key).update(data).digest("hex");

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type AltchaPayload = z.infer<typeof altchaPayload>;

/**
 * The checks of altcha-lib's `verifySolution` on its key-signature path (the challenge's
 * signature over its canonical parameters, then the solution's derived key against the signed
 * key signature), with node:crypto's synchronous HMAC. altcha-lib computes each HMAC with
 * WebCrypto, which costs ~0.3 ms of the event loop per call (importKey + async sign), a fifth
 * of the endpoint's budget at 300 enquiries/s; this takes microseconds. The unit tests check
 * that both agree. Expiry is judged by the injected clock.
 */
export function verifyAltchaPayload(
  { challenge, solution }: AltchaPayload,
  keys: AltchaKeys,
  now: number,
): "verified" | "expired" | "invalid" {
  const { parameters } = challenge;
  if (!sameHex(challenge.signature, hmacHex(keys.signature, canonicalJson(parameters)))) {
    return "invalid";
  }
  if (parameters.expiresAt * 1000 <= now) return "expired";
  const { derivedKey, counter } = solution;
  if (
    typeof parameters.keySignature !== "string" ||
    !/^(?:[0-9a-f]{2})+$/.test(derivedKey) ||
    !Number.isInteger(counter) ||
    counter < 0 ||
    counter > 0xffffffff
  ) {
    return "invalid";
  }
  const keySignature = hmacHex(keys.keySignature, Buffer.from(derivedKey, "hex"));
  return sameHex(parameters.keySignature, keySignature) ? "verified" : "invalid";
}

/** Verifies ALTCHA solutions statelessly; replays are refused by the store (`ticket`). */
export function altchaVerifier(keys: AltchaKeys, clock: Clock = systemClock): CaptchaVerifier {
  return {
    provider: "altcha",
    async check(response) {
      const payload = decodeAltchaPayload(response);
      if (!payload) return { ok: false, reason: "malformed" };
      const verdict = verifyAltchaPayload(payload, keys, clock.now());
      if (verdict !== "verified") return { ok: false, reason: verdict };
      const { parameters, signature } = payload.challenge;
      return { ok: true, ticket: { id: signature, expiresAt: parameters.expiresAt * 1000 } };
    },
  };
}

// ---------------------------------------------------------------- reCAPTCHA v2

export type RecaptchaOptions = {
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const recaptchaAnswer = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

/** Asks the siteverify endpoint; anything but `success: true` in time is a failure. */
export function recaptchaVerifier({
  secret,
  verifyUrl,
  timeoutMs = 5_000,
  fetch: fetchImpl = fetch,
}: RecaptchaOptions): CaptchaVerifier {
  return {
    provider: "recaptcha",
    async check(response, { remoteIp }) {
      const body = new URLSearchParams({ secret, response });
      if (remoteIp) body.set("remoteip", remoteIp);
      try {
        const answer = await fetchImpl(verifyUrl, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!answer.ok) return { ok: false, reason: "unavailable" };
        const parsed = recaptchaAnswer.safeParse(await answer.json());
        if (!parsed.success) return { ok: false, reason: "unavailable" };
        if (parsed.data.success === true) return { ok: true };
        const codes = parsed.data["error-codes"] ?? [];
        return {
          ok: false,
          reason: codes.includes("timeout-or-duplicate") ? "replayed" : "invalid",
        };
      } catch {
        return { ok: false, reason: "unavailable" };
      }
    },
  };
}

// ---------------------------------------------------------------- shared

/** Checks a response and consumes its challenge: each solved challenge is accepted once. */
export async function verifyCaptcha(
  verifier: CaptchaVerifier,
  store: Pick<EnquiryStore, "consumeChallenge">,
  response: string,
  context: { remoteIp?: string } = {},
): Promise<CaptchaCheck> {
  const result = await verifier.check(response, context);
  if (result.ok && result.ticket && !(await store.consumeChallenge(result.ticket))) {
    return { ok: false, reason: "replayed" };
  }
  return result;
}

export type CaptchaClientConfig =
  { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha"; siteKey: string };

/** What the forms need to render the captcha widget; safe to pass to a client component. */
export function captchaClientConfig(config: Config = getConfig()): CaptchaClientConfig {
  return config.CAPTCHA_PROVIDER === "recaptcha"
    ? { provider: "recaptcha", siteKey: config.RECAPTCHA_SITE_KEY ?? "" }
    : { provider: "altcha", challengeUrl: CHALLENGE_URL };
}

/**
 * The ALTCHA secret: CAPTCHA_SECRET when set; with PostgreSQL, a key generated once into the
 * database by whichever instance starts first, so every instance behind a balancer signs and
 * verifies with the same one; with SQLite (one instance), the key file in DATA_DIR.
 */
export async function resolveCaptchaSecret(
  config: Pick<Config, "CAPTCHA_SECRET" | "DATA_DIR" | "DATABASE_URL">,
  store: Pick<EnquiryStore, "sharedSecret">,
): Promise<string> {
  if (config.CAPTCHA_SECRET) return config.CAPTCHA_SECRET;
  if (config.DATABASE_URL.startsWith("file:")) return loadCaptchaSecret(config);
  return store.sharedSecret("captcha", () => randomBytes(32).toString("hex"));
}

const CAPTCHA = Symbol.for("deccan.captcha");
type State = { verifier: CaptchaVerifier; keys?: AltchaKeys };
type Holder = { [CAPTCHA]?: Promise<State> };

function captchaState(): Promise<State> {
  const holder = globalThis as Holder;
  holder[CAPTCHA] ??= (async (): Promise<State> => {
    const config = getConfig();
    if (config.CAPTCHA_PROVIDER === "recaptcha")
      return {
        verifier: recaptchaVerifier({
          secret: config.RECAPTCHA_SECRET ?? "",
          verifyUrl: config.RECAPTCHA_VERIFY_URL,
        }),
      };
    const keys = deriveAltchaKeys(await resolveCaptchaSecret(config, getStore()));
    return { verifier: altchaVerifier(keys), keys };
  })();
  const state = holder[CAPTCHA];
  // A key that could not be read (the database down) is tried again on the next use.
  state.catch(() => {
    if (holder[CAPTCHA] === state) delete holder[CAPTCHA];
  });
  return state;
}

/** Loads the captcha's keys now (server start), so a server that cannot stops at once. */
export const prepareCaptcha = (): Promise<unknown> => captchaState();

/** The configured verifier (one per process). */
export function getCaptchaVerifier(): CaptchaVerifier {
  return {
    provider: getConfig().CAPTCHA_PROVIDER,
    check: async (response, context) => (await captchaState()).verifier.check(response, context),
  };
}

/** A fresh ALTCHA challenge, or null when the configured provider is reCAPTCHA. */
export async function issueChallenge(): Promise<Challenge | null> {
  const { keys } = await captchaState();
  return keys
    ? createAltchaChallenge(keys, systemClock, altchaParameters(getConfig().CAPTCHA_DIFFICULTY))
    : null;
}
