import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EnquiryStore } from "@/server/db/types";
import { createMetrics, handleMetricsRequest } from "@/server/metrics";
import { tempStore } from "./support";

const TOKEN = "t".repeat(32);
const get = (authorization?: string) =>
  new Request("http://127.0.0.1/metrics", {
    headers: authorization ? { authorization } : {},
  });

describe("GET /metrics", () => {
  let context: ReturnType<typeof tempStore>;
  beforeEach(() => {
    context = tempStore();
  });
  afterEach(() => context.cleanup());

  it("is off (404) without METRICS_TOKEN, and 401 without the right bearer token", async () => {
    const metrics = createMetrics(() => context.store);
    expect((await handleMetricsRequest(get(`Bearer ${TOKEN}`), undefined, metrics)).status).toBe(
      404,
    );
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await handleMetricsRequest(get(authorization), TOKEN, metrics);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("reports answers by reason, durations, attempts, CSP violations and the queue read from the store", async () => {
    const metrics = createMetrics(() => context.store);
    const now = Date.now();
    for (const age of [90_000, 30_000])
      await context.store.insertEnquiry(
        {
          name: "Asha",
          email: "asha@example.com",
          phone: "",
          message: "Contact Us Page: hi",
          source: null,
          clientIp: null,
          messageId: `<metrics.${age}@example.com>`,
          webhook: false,
        },
        { now: now - age },
      );
    metrics.answered(200, 0.012, { service: "Cloud Services", language: "ar", device: "phone" });
    metrics.answered(400, 0.003);
    metrics.answered(429, 0.004);
    metrics.answered(429, 0.004);
    metrics.attempted("mail", true);
    metrics.attempted("mail", false);
    metrics.cspViolation("img-src");
    metrics.cspViolation("img-src");
    const response = await handleMetricsRequest(get(`Bearer ${TOKEN}`), TOKEN, {
      registry: metrics.registry,
      text: () => metrics.text(now),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain(
      'enquiries_accepted_total{service="Cloud Services",language="ar",device="phone"} 1',
    );
    expect(text).toContain('enquiries_refused_total{reason="invalid"} 1');
    expect(text).toContain('enquiries_refused_total{reason="rate_limited"} 2');
    expect(text).toContain("enquiry_request_duration_seconds_count 4");
    expect(text).toContain('outbox_send_attempts_total{channel="mail"} 2');
    expect(text).toContain('outbox_send_failures_total{channel="mail"} 1');
    expect(text).toContain('outbox_queue_length{channel="mail"} 2');
    expect(text).toContain('outbox_queue_length{channel="webhook"} 0');
    expect(text).toContain('outbox_oldest_queued_age_seconds{channel="mail"} 90');
    expect(text).toContain('csp_violations_total{directive="img-src"} 2');
  });

  it("answers 200 while the store is down: store_up 0, the process metrics, no queue figures", async () => {
    let up = true;
    const metrics = createMetrics(() =>
      up
        ? context.store
        : ({
            queueStats: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
          } as unknown as EnquiryStore),
    );
    const scrape = async () => {
      const response = await handleMetricsRequest(get(`Bearer ${TOKEN}`), TOKEN, metrics);
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await scrape()).toMatch(/^store_up 1$/m);
    up = false;
    const down = await scrape();
    expect(down).toMatch(/^store_up 0$/m);
    expect(down).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(down).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(down).not.toContain("outbox_queue_length{");
    up = true;
    expect(await scrape()).toMatch(/^store_up 1$/m);
  });
});
