import { createServer, type IncomingMessage } from "node:http";
import fc from "fast-check";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_LIMITS, SENT_MESSAGE_LIMIT } from "@/lib/enquiry-schema";
import { NO_ATTRIBUTION } from "@/server/attribution";
import { altchaVerifier, createAltchaChallenge, deriveAltchaKeys } from "@/server/captcha";
import type { EnquiryRecord, EnquiryStore } from "@/server/db/types";
import {
  handleEnquiryRequest,
  methodNotAllowed,
  submitEnquiry,
  type EnquiryDeps,
} from "@/server/enquiries";
import { silentLogger } from "@/server/log";
import { renderEnquiryMail } from "@/server/mail";
import { postWebhook } from "@/server/webhook";
import { CHEAP, fakeClock, loggedLines, solve, storeBackends, tempStore } from "./support";

const keys = deriveAltchaKeys("e".repeat(64));

describe("the enquiry flow", () => {
  let context: ReturnType<typeof tempStore>;
  let clock: ReturnType<typeof fakeClock>;
  let queued: EnquiryRecord[];
  let deps: EnquiryDeps;

  beforeEach(() => {
    context = tempStore();
    clock = fakeClock(Date.now());
    queued = [];
    deps = {
      store: context.store,
      captcha: altchaVerifier(keys, clock),
      clock,
      logger: silentLogger,
      rateLimit: { max: 3, windowMs: 600_000 },
      trustProxy: [],
      mailFrom: "website@deccansoftworks.example",
      webhook: false,
      onQueued: (record) => void queued.push(record),
    };
  });
  afterEach(() => context.cleanup());

  const captcha = async () => solve(await createAltchaChallenge(keys, clock, CHEAP));
  const body = async (overrides: Record<string, unknown> = {}) => ({
    name: "  Asha Rao ",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    message: "Contact Us Page: We need an app.\r\nSoon.",
    captcha: await captcha(),
    ...overrides,
  });
  const client = { clientIp: "203.0.113.9" };

  it("stores a valid enquiry as queued, then wakes the outbox", async () => {
    expect(await submitEnquiry(await body(), client, deps)).toEqual({
      status: 200,
      body: { success: true },
      labels: { service: "Contact Us Page", language: "en", device: "unknown" },
    });
    const [stored] = await context.store.listEnquiries();
    expect(stored).toMatchObject({
      name: "Asha Rao",
      message: "Contact Us Page: We need an app.\nSoon.",
      source: null,
      language: "en",
      clientIp: "203.0.113.9",
      status: "queued",
      createdAt: clock.now(),
    });
    expect(stored!.messageId).toMatch(/@deccansoftworks\.example>$/);
    expect(queued.map((record) => record.id)).toEqual([stored!.id]);
  });

  it("keeps the service a modal enquiry came from", async () => {
    await submitEnquiry(
      await body({ source: "Cloud Services", message: "Cloud Services: hi" }),
      client,
      deps,
    );
    expect((await context.store.listEnquiries())[0]!.source).toBe("Cloud Services");
  });

  it.each([
    ["a missing name", { name: undefined }, "name", "Name is missing."],
    ["a blank name", { name: "   " }, "name", "Please enter your name."],
    ["a bad email", { email: "asha@" }, "email", "Please enter a valid email address."],
    [
      "letters in the phone",
      { phone: "call me" },
      "phone",
      "Use digits, spaces and + ( ) - . only.",
    ],
    ["an empty message", { message: " " }, "message", "Please tell us how we can help."],
    [
      "a long message",
      { message: "x".repeat(SENT_MESSAGE_LIMIT + 1) },
      "message",
      "Message must be at most 5000 characters.",
    ],
    ["no captcha", { captcha: "" }, "captcha", "Please complete the CAPTCHA"],
    ["an unknown language", { language: "fr" }, "language", 'Language must be "en" or "ar".'],
  ])(
    "refuses %s with 400, naming the field and its first problem",
    async (_, overrides, field, error) => {
      const outcome = await submitEnquiry(await body(overrides), client, deps);
      expect(outcome).toEqual({ status: 400, body: { success: false, error, field } });
      expect(await context.store.listEnquiries()).toEqual([]);
    },
  );

  it("refuses a body that is not an object", async () => {
    for (const value of [null, [], "text", 5]) {
      expect(await submitEnquiry(value, client, deps)).toEqual({
        status: 400,
        body: { success: false, error: "The request body must be a JSON object." },
      });
    }
  });

  it("refuses a failed captcha with 403, stores nothing and counts the attempt", async () => {
    const outcome = await submitEnquiry(
      await body({ captcha: "bm90IGEgY2FwdGNoYQ==" }),
      client,
      deps,
    );
    expect(outcome.status).toBe(403);
    expect(outcome.body.success).toBe(false);
    expect(await context.store.listEnquiries()).toEqual([]);
    await submitEnquiry(await body({ captcha: "x" }), client, deps);
    await submitEnquiry(await body({ captcha: "x" }), client, deps);
    expect((await submitEnquiry(await body(), client, deps)).status).toBe(429);
  });

  it("refuses a replayed captcha", async () => {
    const payload = await body();
    expect((await submitEnquiry(payload, client, deps)).status).toBe(200);
    const replay = await submitEnquiry(payload, client, deps);
    expect(replay).toEqual({
      status: 403,
      body: {
        success: false,
        error: "This CAPTCHA has already been used. Please complete the CAPTCHA again.",
      },
    });
    expect(await context.store.listEnquiries()).toHaveLength(1);
  });

  it("refuses an expired captcha", async () => {
    const payload = await body();
    clock.advance(10 * 60_000);
    const outcome = await submitEnquiry(payload, client, deps);
    expect(outcome).toEqual({
      status: 403,
      body: {
        success: false,
        error: "The CAPTCHA has expired. Please complete the CAPTCHA again.",
      },
    });
  });

  it("rate-limits per address with Retry-After, before verifying the captcha", async () => {
    for (let index = 0; index < 3; index++)
      expect((await submitEnquiry(await body(), client, deps)).status).toBe(200);
    clock.advance(60_000);
    const limited = await submitEnquiry(await body(), client, deps);
    expect(limited).toEqual({
      status: 429,
      body: {
        success: false,
        error: "Too many enquiries from your address. Please try again later.",
      },
      headers: { "Retry-After": "540" },
    });
    expect((await submitEnquiry(await body(), { clientIp: "198.51.100.1" }, deps)).status).toBe(
      200,
    );
    clock.advance(540_000);
    expect((await submitEnquiry(await body(), client, deps)).status).toBe(200);
  });

  it("stores a retried request with the same Idempotency-Key once", async () => {
    const payload = await body();
    const keyed = { ...client, idempotencyKey: "3f1c0c1e-0b7a-4c59-9d43-2c4d1d0e9a11" };
    expect((await submitEnquiry(payload, keyed, deps)).status).toBe(200);
    expect((await submitEnquiry(payload, keyed, deps)).status).toBe(200);
    expect(await context.store.listEnquiries()).toHaveLength(1);
    expect(queued).toHaveLength(1);
    expect(
      (await submitEnquiry(payload, { ...client, idempotencyKey: "bad key" }, deps)).status,
    ).toBe(400);
  });

  it("refuses a key that came with another enquiry with 422, before the captcha is spent", async () => {
    const keyed = { ...client, idempotencyKey: "a1b2c3d4e5f60718293a4b5c6d7e8f90" };
    const first = await body();
    expect((await submitEnquiry(first, keyed, deps)).status).toBe(200);
    // The same enquiry with a fresh captcha (the visitor solved again after a lost answer) is a retry.
    expect((await submitEnquiry({ ...first, captcha: await captcha() }, keyed, deps)).status).toBe(
      200,
    );
    const other = await body({ message: "Contact Us Page: A second, different question." });
    expect(await submitEnquiry(other, keyed, deps)).toEqual({
      status: 422,
      body: {
        success: false,
        error: "This Idempotency-Key was sent with a different enquiry: send it with a new key.",
      },
    });
    expect(await context.store.listEnquiries()).toHaveLength(1);
    // Its captcha was not spent: sent under a new key, the second enquiry is stored.
    const fresh = { ...client, idempotencyKey: "0f9e8d7c6b5a49382716a5b4c3d2e1f0" };
    expect((await submitEnquiry(other, fresh, deps)).status).toBe(200);
    expect((await context.store.listEnquiries()).map((row) => row.message)).toEqual([
      "Contact Us Page: We need an app.\nSoon.",
      "Contact Us Page: A second, different question.",
    ]);
  });

  it("stores where the enquiry came from, cutting what is too long and logging what it changed", async () => {
    const { lines, logger } = loggedLines();
    const attribution = {
      landing: "/services/CloudServices",
      referrer: "News.Example.com",
      utmSource: "newsletter",
      utmCampaign: "c".repeat(300),
      page: "https://elsewhere.example/contactus",
      device: "phone",
      tracker: "x",
    };
    expect(
      (await submitEnquiry(await body({ attribution }), client, { ...deps, logger })).status,
    ).toBe(200);
    const [stored] = await context.store.listEnquiries();
    expect(stored!.attribution).toEqual({
      ...NO_ATTRIBUTION,
      landing: "/services/CloudServices",
      referrer: "news.example.com",
      utmSource: "newsletter",
      utmCampaign: "c".repeat(ENQUIRY_LIMITS.attribution),
      device: "phone",
    });
    expect(lines.find((line) => line.event === "enquiry.attribution_adjusted")).toMatchObject({
      fields: ["referrer", "utmCampaign", "page", "tracker"],
    });
  });

  it("never refuses an enquiry for its attribution, whatever it holds", async () => {
    const generous = { ...deps, rateLimit: { max: 1000, windowMs: 600_000 } };
    const keys = ["landing", "referrer", "utmSource", "utmMedium", "utmCampaign", "page", "device"];
    const runs = 80;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...keys), fc.anything())),
        async (attribution) => {
          const outcome = await submitEnquiry(await body({ attribution }), client, generous);
          expect(outcome.status).toBe(200);
        },
      ),
      { numRuns: runs },
    );
    const stored = await context.store.listEnquiries();
    expect(stored).toHaveLength(runs);
    for (const { attribution } of stored) {
      for (const value of Object.values(attribution))
        expect((value ?? "").length).toBeLessThanOrEqual(ENQUIRY_LIMITS.attribution);
      for (const path of [attribution.landing, attribution.page])
        expect(path === null || path.startsWith("/")).toBe(true);
    }
  }, 60_000);

  it("does not count a retry of a stored enquiry against the rate limit", async () => {
    const onePerWindow = { ...deps, rateLimit: { max: 1, windowMs: 600_000 } };
    const payload = await body();
    const keyed = { ...client, idempotencyKey: "7d2c9a51-4f0e-4a8e-b3f1-1c2d3e4f5a6b" };
    expect((await submitEnquiry(payload, keyed, onePerWindow)).status).toBe(200);
    // A lost answer retried three times: each is answered as a success, none is refused.
    for (let retry = 0; retry < 3; retry++)
      expect((await submitEnquiry(payload, keyed, onePerWindow)).status).toBe(200);
    expect(await context.store.listEnquiries()).toHaveLength(1);
    // The one attempt the window allows was the first send: a new enquiry is refused.
    expect((await submitEnquiry(await body(), client, onePerWindow)).status).toBe(429);
  });

  describe("over HTTP", () => {
    const post = (init: RequestInit & { headers?: Record<string, string> }) =>
      handleEnquiryRequest(
        new Request("http://localhost/mailservice/mailer.php", { method: "POST", ...init }),
        () => deps,
      );

    it("answers 200 with JSON after storing", async () => {
      const response = await post({
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(await body()),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ success: true });
    });

    it("a browser's own form post is stored held, without a captcha, and sent back to its page's notice", async () => {
      const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
        post({
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: new URLSearchParams(fields).toString(),
        });
      const fields = {
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "+91 98200 12345",
        message: "A portal for our depots.",
        language: "ar",
      };
      const sent = await form(fields, {
        referer: "http://localhost/ar/contactus?service=iotservices",
      });
      expect(sent.status).toBe(303);
      expect(sent.headers.get("location")).toBe("/ar/contactus?service=iotservices#enquiry-held");
      expect(sent.headers.get("cache-control")).toBe("no-store");
      const [stored] = await context.store.listEnquiries({ held: true });
      expect(stored).toMatchObject({
        source: "IoT Services",
        message: "IoT Services: A portal for our depots.",
        language: "ar",
        nextAttemptAt: null,
        heldReason: "sent without the captcha: the page's script did not run",
        attribution: expect.objectContaining({ page: "/ar/contactus" }),
      });
      // From a page without the form, or none: back to the language's Contact Us page.
      const other = await form(
        { ...fields, language: "en" },
        { referer: "http://localhost/services" },
      );
      expect(other.headers.get("location")).toBe("/contactus#enquiry-held");
      // A proof that does not verify: held too, saying so.
      await form({ ...fields, captcha: "not-a-proof" });
      const [, , refusedProof] = await context.store.listEnquiries({ held: true });
      expect(refusedProof!.heldReason).toMatch(/^its captcha was refused: /);
      // What only a program fills: answered as received, and nothing stored.
      const bot = await form({ ...fields, website: "https://spam.example" });
      expect(bot.headers.get("location")).toBe("/ar/contactus#enquiry-received");
      // Refused (no name), it stores nothing and says so where the visitor is.
      const refused = await form({ ...fields, name: "" }, { referer: "http://localhost/" });
      expect(refused.headers.get("location")).toBe("/#enquiry-not-sent");
      expect(await context.store.listEnquiries()).toHaveLength(3);
      // Another site's form: refused outright.
      expect((await form(fields, { "sec-fetch-site": "cross-site" })).status).toBe(403);
      expect(await context.store.listEnquiries()).toHaveLength(3);
    });

    it("refuses other content types with 415", async () => {
      for (const type of [undefined, "text/plain", "multipart/form-data", "application/jsonp"]) {
        const response = await post({ headers: type ? { "content-type": type } : {}, body: "{}" });
        expect(response.status).toBe(415);
        expect((await response.json()).success).toBe(false);
      }
    });

    it("refuses a body over the limit with 413, declared or streamed", async () => {
      const big = JSON.stringify({ ...(await body()), message: "x".repeat(ENQUIRY_LIMITS.body) });
      expect(
        (await post({ headers: { "content-type": "application/json" }, body: big })).status,
      ).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let index = 0; index < 40; index++)
            controller.enqueue(new Uint8Array(1024).fill(32));
          controller.close();
        },
      });
      const streamed = await post({
        headers: { "content-type": "application/json" },
        body: stream,
        // @ts-expect-error: Node's fetch needs duplex for a stream body
        duplex: "half",
      });
      expect(streamed.status).toBe(413);
    });

    it("refuses invalid JSON and invalid UTF-8 with 400", async () => {
      for (const raw of ["{", "", new Uint8Array([0x7b, 0xff, 0x7d])]) {
        const response = await post({ headers: { "content-type": "application/json" }, body: raw });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          success: false,
          error: "The request body is not valid JSON.",
        });
      }
    });

    it("answers 503, never 500, when the store fails, and logs it", async () => {
      const broken: EnquiryStore = Object.assign(Object.create(context.store) as EnquiryStore, {
        hitRateLimit: async () => {
          throw new Error("disk I/O error");
        },
      });
      const errors: unknown[] = [];
      const logger = {
        ...silentLogger,
        error: (entry: unknown) => void errors.push(entry),
      } as typeof silentLogger;
      const response = await handleEnquiryRequest(
        new Request("http://localhost/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(await body()),
        }),
        () => ({ ...deps, store: broken, logger }),
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        error: "Temporarily unavailable, please try again.",
      });
      expect(errors).toHaveLength(1);
    });

    it("answers other methods with 405 and Allow: POST", async () => {
      const response = methodNotAllowed();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect((await response.json()).success).toBe(false);
    });
  });
});

describe.each(storeBackends)("an enquiry from an Arabic page, on $name", (backend) => {
  const MAIL = {
    MAIL_FROM: "website@deccansoftworks.example",
    MAIL_TO: ["sales@deccansoftworks.example"],
  };
  let context: Awaited<ReturnType<typeof backend.open>>;
  let clock: ReturnType<typeof fakeClock>;
  let deps: EnquiryDeps;
  beforeAll(() => backend.start(), 60_000);
  afterAll(() => backend.stop());
  beforeEach(async () => {
    context = await backend.open();
    clock = fakeClock(Date.now());
    deps = {
      store: context.store,
      captcha: altchaVerifier(keys, clock),
      clock,
      logger: silentLogger,
      rateLimit: { max: 5, windowMs: 600_000 },
      trustProxy: [],
      mailFrom: MAIL.MAIL_FROM,
      webhook: true,
    };
  });
  afterEach(() => context?.cleanup());

  // What the Arabic inquiry modal sends: the English prefix and source, the visitor's Arabic words.
  const arabic = async () => ({
    name: "أحمد الصباح",
    email: "ahmad@example.com",
    phone: "+965 2223 4567",
    message: "Cloud Services: نحتاج إلى ترحيل أنظمتنا إلى الحوسبة السحابية.",
    source: "Cloud Services",
    language: "ar",
    captcha: await solve(await createAltchaChallenge(keys, clock, CHEAP)),
  });
  const client = { clientIp: "203.0.113.9" };

  it("is stored with its language, and the company's English mail states it", async () => {
    expect((await submitEnquiry(await arabic(), client, deps)).status).toBe(200);
    const [stored] = await context.store.listEnquiries();
    expect(stored).toMatchObject({
      name: "أحمد الصباح",
      source: "Cloud Services",
      message: "Cloud Services: نحتاج إلى ترحيل أنظمتنا إلى الحوسبة السحابية.",
      language: "ar",
    });
    const [claimed] = await context.store.claimDue("mail", clock.now(), 10, 60_000);
    const mail = renderEnquiryMail(claimed!, MAIL);
    expect(mail.subject).toBe("New enquiry from أحمد الصباح (Cloud Services)");
    expect(mail.text).toMatch(/^Language: {2}Arabic$/m);
    expect(mail.text).toContain("New enquiry from the website (Cloud Services).");
    expect(mail.html).toMatch(/>Language<\/th><td [^>]*>Arabic<\/td>/);
  });

  it("is English when the client sends no language (an older page)", async () => {
    const body: Record<string, unknown> = await arabic();
    delete body.language;
    expect((await submitEnquiry(body, client, deps)).status).toBe(200);
    const [claimed] = await context.store.claimDue("mail", clock.now(), 10, 60_000);
    expect(claimed!.language).toBe("en");
    expect(renderEnquiryMail(claimed!, MAIL).text).toMatch(/^Language: {2}English$/m);
  });

  it("the chat webhook is told the language too", async () => {
    expect((await submitEnquiry(await arabic(), client, deps)).status).toBe(200);
    const [claimed] = await context.store.claimDue("webhook", clock.now(), 10, 60_000);
    const received: unknown[] = [];
    const hook = createServer((request: IncomingMessage, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    try {
      await postWebhook(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/`, claimed!);
    } finally {
      hook.close();
    }
    expect(received).toEqual([
      expect.objectContaining({ source: "Cloud Services", language: "ar", name: "أحمد الصباح" }),
    ]);
  });
});
