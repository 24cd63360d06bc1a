import "server-only";
import { isIP } from "node:net";
import type { Clock } from "./clock";
import type { EnquiryRecord, EnquiryStore } from "./db/types";

export type RateLimit = { max: number; windowMs: number };

export type RateLimitDecision =
  | { allowed: true }
  | { allowed: false; retryAfter: number }
  /** The request's Idempotency-Key names a stored enquiry: a retry, which the limit does not count. */
  | { allowed: false; stored: EnquiryRecord };

/** The eight hextets of an IPv6 address, without leading zeros. */
function ipv6Hextets(address: string): string[] {
  let value = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(value);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    value = `${value.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = value.split("::");
  const first = head ? head.split(":") : [];
  const last = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill("0");
  return [...first, ...zeros, ...last].map((hextet) => parseInt(hextet, 16).toString(16));
}

/**
 * The rate-limit bucket of a client address: an IPv4 address itself, an IPv6 address's /64
 * (one subscriber's network: a client can pick any of its 2^64 addresses at will).
 */
export function rateLimitKey(address: string): string {
  if (isIP(address.replace(/%.*$/, "")) !== 6) return address;
  return `${ipv6Hextets(address).slice(0, 4).join(":")}::/64`;
}

/**
 * Seconds until a blocked client may try again: the blocking hit leaves the sliding window
 * `windowMs` after it was made. Rounded up, at least 1 (Retry-After is whole seconds).
 */
export function retryAfterSeconds(blockingHitAt: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((blockingHitAt + windowMs - now) / 1000));
}

/**
 * A sliding-window limit per client (`rateLimitKey`), kept in the database so that it survives
 * restarts and is shared by every instance: at most `max` attempts in any `windowMs`.
 *
 * Every attempt that reaches this check counts, whether or not its captcha then verifies:
 * a failed captcha costs the server a verification, and counting it stops a client from
 * probing the verifier without limit. Refused (429) attempts are not recorded, so a client
 * that keeps hammering is not locked out for longer than the window, and the rows kept per
 * address never exceed `max`. A retry of a stored enquiry (its `idempotencyKey`) is not an
 * attempt: it is answered with that enquiry, found in the same round trip, and not recorded.
 */
export async function checkRateLimit(
  store: Pick<EnquiryStore, "hitRateLimit">,
  clientKey: string,
  limit: RateLimit,
  clock: Clock,
  idempotencyKey?: string,
): Promise<RateLimitDecision> {
  const now = clock.now();
  const hit = await store.hitRateLimit(
    clientKey,
    now,
    now - limit.windowMs,
    limit.max,
    idempotencyKey,
  );
  if (hit.allowed || "stored" in hit) return hit;
  return { allowed: false, retryAfter: retryAfterSeconds(hit.blockingHitAt, limit.windowMs, now) };
}
