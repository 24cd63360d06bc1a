import "server-only";
import * as z from "zod/mini";
import { createReportHandler, type ReportDeps } from "./browser-reports";
import { clientAddress } from "./client-address";
import { getConfig } from "./config";
import { getLogger, type Logger } from "./log";
import { getMetrics } from "./metrics";

z.config({ jitless: true });

/**
 * The directives a browser may name as violated (effective directives included: `script-src-elem`
 * for a blocked `<script>`); any other value is counted as `other`, so a forged report cannot add
 * labels to the metrics.
 */
const DIRECTIVES = new Set([
  "default-src",
  "script-src",
  "script-src-elem",
  "script-src-attr",
  "style-src",
  "style-src-elem",
  "style-src-attr",
  "img-src",
  "font-src",
  "connect-src",
  "media-src",
  "object-src",
  "frame-src",
  "child-src",
  "worker-src",
  "manifest-src",
  "fenced-frame-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
  "sandbox",
  "trusted-types",
  "require-trusted-types-for",
  "upgrade-insecure-requests",
  "webrtc",
]);

/** `report-uri`: one violation, `application/csp-report` (CSP Level 2), hyphenated keys. */
const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": z.optional(z.string()),
    "effective-directive": z.optional(z.string()),
    "violated-directive": z.optional(z.string()),
    "blocked-uri": z.optional(z.string()),
  }),
});

/** `report-to`: an array of reports of any type, `application/reports+json` (Reporting API). */
const reportingApiBatch = z.array(z.object({ type: z.string(), body: z.unknown() }));
const reportingApiViolation = z.object({
  documentURL: z.string(),
  effectiveDirective: z.string(),
  blockedURL: z.optional(z.string()),
});

export type Violation = { directive: string; blocked: string; page: string };

/** The violated directive's name (the first word of an older browser's `violated-directive`). */
function directiveName(value: string | undefined): string {
  const name = (value ?? "").trim().split(/\s+/)[0]!.toLowerCase();
  return DIRECTIVES.has(name) ? name : "other";
}

/**
 * What was blocked, without its path or query: a URL's origin, a scheme (`data`, for a URL
 * without an origin), or the browser's keyword (`inline`, `eval`, `wasm-eval`, …).
 */
function blockedOrigin(value: string | undefined): string {
  if (!value) return "none";
  try {
    const url = new URL(value);
    return url.origin === "null" ? url.protocol.slice(0, -1) : url.origin;
  } catch {
    return /^[a-z][a-z-]{0,29}$/i.test(value) ? value.toLowerCase() : "other";
  }
}

/** The page's path: no query or fragment, which may hold what a visitor typed. */
function pagePath(value: string | undefined): string {
  try {
    return new URL(value ?? "").pathname.slice(0, 200);
  } catch {
    return "unknown";
  }
}

/** The violations a body reports, in either format; null when it is neither. */
function violations(body: unknown): Violation[] | null {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data["csp-report"];
    return [
      {
        directive: directiveName(report["effective-directive"] ?? report["violated-directive"]),
        blocked: blockedOrigin(report["blocked-uri"]),
        page: pagePath(report["document-uri"]),
      },
    ];
  }
  const batch = reportingApiBatch.safeParse(body);
  if (!batch.success) return null;
  const found: Violation[] = [];
  // Other types of report (deprecation, intervention) are not this endpoint's: skipped.
  for (const report of batch.data.filter((item) => item.type === "csp-violation")) {
    const violation = reportingApiViolation.safeParse(report.body);
    if (!violation.success) return null;
    found.push({
      directive: directiveName(violation.data.effectiveDirective),
      blocked: blockedOrigin(violation.data.blockedURL),
      page: pagePath(violation.data.documentURL),
    });
  }
  return found;
}

export type CspReportDeps = ReportDeps & {
  logger: Logger;
  counted: (directive: string) => void;
};

/**
 * `POST /csp-reports`: the Content-Security-Policy's violation reports (server/csp.ts), from
 * `report-to` (Chromium) or `report-uri` (other browsers). Each violation is one log line
 * (`csp.violation`: directive, the blocked URL's origin, the page's path) and counts in
 * `csp_violations_total{directive}`; nothing else of a report is kept. 16 KB a request (a batch
 * of about ten of Chromium's reports, each carrying the page's whole policy); 20 violations a
 * minute from one address and 300 from all, each of a batch counting, the rest dropped
 * (server/browser-reports.ts).
 */
export function createCspReportHandler(deps: () => CspReportDeps) {
  return createReportHandler(
    {
      bodyLimit: 16 * 1024,
      perAddress: 20,
      inAll: 300,
      contentTypes: ["application/csp-report", "application/reports+json"],
    },
    deps,
    (body, { logger, counted }, room) => {
      const found = violations(body);
      if (!found) return "Not a CSP violation report.";
      const taken = found.slice(0, room);
      for (const violation of taken) {
        logger.warn({ event: "csp.violation", ...violation });
        counted(violation.directive);
      }
      return taken.length;
    },
  );
}

export const handleCspReport = createCspReportHandler(() => ({
  logger: getLogger(),
  clientAddress: (headers) => clientAddress(headers, { trustProxy: getConfig().TRUST_PROXY }),
  counted: (directive) => getMetrics().cspViolation(directive),
  now: Date.now,
}));
