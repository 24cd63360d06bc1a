import "server-only";
import { bearerRefusal } from "./bearer";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { getConfig } from "./config";
import { getStore } from "./db";
import type { Channel, EnquiryStore } from "./db/types";

/** Why an enquiry was refused, by the status it was answered with. */
const REFUSALS: Record<number, string> = {
  400: "invalid",
  403: "captcha",
  413: "too_large",
  415: "unsupported_type",
  422: "key_reused",
  429: "rate_limited",
  503: "unavailable",
};

const CHANNELS: Channel[] = ["mail", "webhook"];

/** Bounded labels of an accepted enquiry: never a campaign or anything else a visitor chooses. */
export type AcceptedLabels = { service: string; language: string; device: string };
const UNLABELLED: AcceptedLabels = { service: "other", language: "en", device: "unknown" };

export function createMetrics(store: () => EnquiryStore) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const accepted = new Counter({
    name: "enquiries_accepted_total",
    help: "Enquiries answered success: true (stored, or a retry of one stored), by service (from the known list, else other), language and device.",
    labelNames: ["service", "language", "device"],
    registers: [registry],
  });
  const refused = new Counter({
    name: "enquiries_refused_total",
    help: "Enquiries answered success: false, by reason.",
    labelNames: ["reason"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "enquiry_request_duration_seconds",
    help: "Time to answer POST /mailservice/mailer.php.",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const attempts = new Counter({
    name: "outbox_send_attempts_total",
    help: "Delivery attempts by the outbox, by channel (mail or webhook).",
    labelNames: ["channel"],
    registers: [registry],
  });
  const failures = new Counter({
    name: "outbox_send_failures_total",
    help: "Failed delivery attempts (each retried with backoff), by channel.",
    labelNames: ["channel"],
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: "client_errors_total",
    help: "Faults reported by visitors' browsers (POST /client-errors), by kind: error, rejection, boundary.",
    labelNames: ["kind"],
    registers: [registry],
  });
  const cspViolations = new Counter({
    name: "csp_violations_total",
    help: "Content-Security-Policy violations reported by visitors' browsers (POST /csp-reports), by directive (a known directive's name, else other).",
    labelNames: ["directive"],
    registers: [registry],
  });
  // Read from the store at each scrape, so every instance reports the shared queue.
  const queued = new Gauge({
    name: "outbox_queue_length",
    help: "Enquiries whose delivery is queued, by channel.",
    labelNames: ["channel"],
    registers: [registry],
  });
  const oldest = new Gauge({
    name: "outbox_oldest_queued_age_seconds",
    help: "Age of the oldest enquiry still queued, by channel (0 when none).",
    labelNames: ["channel"],
    registers: [registry],
  });
  const storeUp = new Gauge({
    name: "store_up",
    help: "1 when the store answered this scrape's queue query, 0 when it did not (the queue gauges are then absent).",
    registers: [registry],
  });
  return {
    registry,
    /** Records one answer of the enquiry endpoint; an accepted enquiry with its labels. */
    answered(status: number, seconds: number, labels?: AcceptedLabels) {
      duration.observe(seconds);
      if (status === 200) accepted.inc(labels ?? UNLABELLED);
      else refused.inc({ reason: REFUSALS[status] ?? `status_${status}` });
    },
    /** Records one fault reported by a browser. */
    clientError(kind: string) {
      clientErrors.inc({ kind });
    },
    /** Records one Content-Security-Policy violation a browser reported. */
    cspViolation(directive: string) {
      cspViolations.inc({ directive });
    },
    /** Records one delivery attempt of the outbox. */
    attempted(channel: Channel, ok: boolean) {
      attempts.inc({ channel });
      if (!ok) failures.inc({ channel });
    },
    async text(now = Date.now()): Promise<string> {
      // The store down (a database outage) is reported, not thrown: the scrape still answers.
      try {
        const stats = await Promise.all(CHANNELS.map((channel) => store().queueStats(channel)));
        CHANNELS.forEach((channel, index) => {
          const { count, oldestCreatedAt } = stats[index]!;
          queued.set({ channel }, count);
          oldest.set({ channel }, oldestCreatedAt === null ? 0 : (now - oldestCreatedAt) / 1000);
        });
        storeUp.set(1);
      } catch {
        queued.reset();
        oldest.reset();
        storeUp.set(0);
      }
      return registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const METRICS = Symbol.for("deccan.metrics");
type Holder = { [METRICS]?: Metrics };

/** The process's metrics, one registry shared by every bundle Next builds (on globalThis). */
export function getMetrics(): Metrics {
  const holder = globalThis as Holder;
  holder[METRICS] ??= createMetrics(getStore);
  return holder[METRICS];
}

/**
 * `GET /metrics` in the Prometheus text format: off (404) unless METRICS_TOKEN is set, then only
 * with `Authorization: Bearer <token>` (401 otherwise, compared in constant time).
 */
export async function handleMetricsRequest(
  request: Request,
  token = getConfig().METRICS_TOKEN,
  metrics: Pick<Metrics, "text" | "registry"> = getMetrics(),
): Promise<Response> {
  const refused = bearerRefusal(request, token, "metrics");
  if (refused) return refused;
  return new Response(await metrics.text(), {
    headers: { "Cache-Control": "no-store", "Content-Type": metrics.registry.contentType },
  });
}
