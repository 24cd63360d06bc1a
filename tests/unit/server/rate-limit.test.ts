import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseRateLimit, readConfig } from "@/server/config";
import { checkRateLimit, rateLimitKey, retryAfterSeconds } from "@/server/rate-limit";
import type { EnquiryStore } from "@/server/db/types";
import { fakeClock, storeBackends } from "./support";

const FIVE_PER_TEN_MINUTES = { max: 5, windowMs: 600_000 };

describe("RATE_LIMIT", () => {
  it.each([
    ["5/10m", { max: 5, windowMs: 600_000 }],
    ["1000000/1m", { max: 1_000_000, windowMs: 60_000 }],
    ["3/h", { max: 3, windowMs: 3_600_000 }],
    [" 20/30s ", { max: 20, windowMs: 30_000 }],
    ["2/1d", { max: 2, windowMs: 86_400_000 }],
  ])("parses %s", (value, expected) => {
    expect(parseRateLimit(value)).toEqual(expected);
  });

  it.each(["", "5", "5/", "0/10m", "5/0m", "-1/10m", "5/10y", "five/10m", "5/10m/1"])(
    "refuses %j",
    (value) => expect(parseRateLimit(value)).toBeNull(),
  );

  it("defaults to 5 per 10 minutes and names the variable when invalid", () => {
    expect(readConfig({}).RATE_LIMIT).toEqual(FIVE_PER_TEN_MINUTES);
    expect(() => readConfig({ RATE_LIMIT: "lots" })).toThrow(/RATE_LIMIT/);
  });
});

describe("retryAfterSeconds", () => {
  it("counts whole seconds until the blocking hit leaves the window, at least one", () => {
    expect(retryAfterSeconds(0, 600_000, 0)).toBe(600);
    expect(retryAfterSeconds(0, 600_000, 1)).toBe(600);
    expect(retryAfterSeconds(0, 600_000, 599_001)).toBe(1);
    expect(retryAfterSeconds(0, 600_000, 599_999)).toBe(1);
    expect(retryAfterSeconds(0, 600_000, 600_000)).toBe(1);
  });
});

describe.each(storeBackends)("checkRateLimit on $name", (backend) => {
  let context: { store: EnquiryStore; cleanup: () => Promise<void> };
  beforeAll(() => backend.start(), 60_000);
  afterAll(() => backend.stop());
  beforeEach(async () => {
    context = await backend.open();
  });
  afterEach(() => context?.cleanup());

  it("allows max attempts per window, then answers with the seconds to wait", async () => {
    const clock = fakeClock(1_700_000_000_000);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        await checkRateLimit(context.store, "198.51.100.7", FIVE_PER_TEN_MINUTES, clock),
      ).toEqual({ allowed: true });
      clock.advance(10_000);
    }
    // Hits at 0, 10, 20, 30, 40 s; now 50 s: the first leaves the window at 600 s.
    expect(
      await checkRateLimit(context.store, "198.51.100.7", FIVE_PER_TEN_MINUTES, clock),
    ).toEqual({
      allowed: false,
      retryAfter: 550,
    });
  });

  it("slides: each slot frees exactly one window after its hit", async () => {
    const start = 1_700_000_000_000;
    const clock = fakeClock(start);
    const limit = { max: 2, windowMs: 60_000 };
    await checkRateLimit(context.store, "a", limit, clock); // t = 0
    clock.set(start + 30_000);
    await checkRateLimit(context.store, "a", limit, clock); // t = 30 s
    clock.set(start + 59_999);
    expect(await checkRateLimit(context.store, "a", limit, clock)).toEqual({
      allowed: false,
      retryAfter: 1,
    });
    clock.set(start + 60_000); // the first hit has left the window
    expect(await checkRateLimit(context.store, "a", limit, clock)).toEqual({ allowed: true });
    clock.set(start + 60_001); // hits at 30 s and 60 s remain
    expect(await checkRateLimit(context.store, "a", limit, clock)).toEqual({
      allowed: false,
      retryAfter: 30,
    });
  });

  it("does not record refused attempts, so hammering does not extend the block", async () => {
    const start = 1_700_000_000_000;
    const clock = fakeClock(start);
    const limit = { max: 1, windowMs: 60_000 };
    await checkRateLimit(context.store, "a", limit, clock);
    for (let second = 1; second < 60; second++) {
      clock.set(start + second * 1000);
      expect((await checkRateLimit(context.store, "a", limit, clock)).allowed).toBe(false);
    }
    clock.set(start + 60_000);
    expect(await checkRateLimit(context.store, "a", limit, clock)).toEqual({ allowed: true });
  });

  it("keeps addresses apart", async () => {
    const clock = fakeClock();
    const limit = { max: 1, windowMs: 60_000 };
    expect((await checkRateLimit(context.store, "a", limit, clock)).allowed).toBe(true);
    expect((await checkRateLimit(context.store, "a", limit, clock)).allowed).toBe(false);
    expect((await checkRateLimit(context.store, "b", limit, clock)).allowed).toBe(true);
  });

  it("lets exactly max of many simultaneous attempts through", async () => {
    // On PostgreSQL the attempts run on several pooled connections at once: only the per-address
    // lock keeps two of them from counting the same four hits and both recording a fifth.
    const clock = fakeClock(1_700_000_000_000);
    // Connections opened first (by other addresses' attempts), so the attempts below reach the
    // database together rather than one per new connection.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        checkRateLimit(context.store, `198.51.100.${index}`, FIVE_PER_TEN_MINUTES, clock),
      ),
    );
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkRateLimit(context.store, "203.0.113.9", FIVE_PER_TEN_MINUTES, clock),
      ),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(decisions.filter((decision) => !decision.allowed)).toHaveLength(15);
  });

  it("answers a retry of a stored enquiry with it, in the same call, and records no hit", async () => {
    const inserted = await context.store.insertEnquiry(
      {
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "+91 98200 12345",
        message: "Move our ERP to Azure.",
        source: null,
        clientIp: "192.0.2.4",
        messageId: "<retry.1@deccansoftworks.example>",
        webhook: false,
      },
      { now: 1, idempotencyKey: "retry-1" },
    );
    if (inserted.status !== "inserted") throw new Error(`not inserted: ${inserted.status}`);
    const clock = fakeClock(1_700_000_000_000);
    const once = { max: 1, windowMs: 60_000 };
    expect(await checkRateLimit(context.store, "192.0.2.4", once, clock, "retry-1")).toEqual({
      allowed: false,
      stored: inserted.enquiry,
    });
    // Nothing was recorded: the window's one attempt is still free, then taken.
    expect(await checkRateLimit(context.store, "192.0.2.4", once, clock, "new-key")).toEqual({
      allowed: true,
    });
    expect((await checkRateLimit(context.store, "192.0.2.4", once, clock, "other")).allowed).toBe(
      false,
    );
  });

  it("honours a lowered limit against hits recorded under a higher one", async () => {
    const start = 1_700_000_000_000;
    const clock = fakeClock(start);
    for (let index = 0; index < 4; index++) {
      clock.set(start + index * 1000);
      await checkRateLimit(context.store, "a", { max: 10, windowMs: 60_000 }, clock);
    }
    // Hits at 0..3 s; with max 2, two must leave: the one at 2 s frees a slot at 62 s.
    clock.set(start + 10_000);
    expect(await checkRateLimit(context.store, "a", { max: 2, windowMs: 60_000 }, clock)).toEqual({
      allowed: false,
      retryAfter: 52,
    });
  });
});

describe("rateLimitKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["unknown", "unknown"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::99", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::198.51.100.7", "64:ff9b:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%s → %s", (address, key) => expect(rateLimitKey(address)).toBe(key));

  it("puts every address of one IPv6 /64 in one bucket", () => {
    expect(rateLimitKey("2001:db8:aa:bb::1")).toBe(rateLimitKey("2001:db8:aa:bb:ffff:1:2:3"));
    expect(rateLimitKey("2001:db8:aa:bb::1")).not.toBe(rateLimitKey("2001:db8:aa:bc::1"));
  });
});
