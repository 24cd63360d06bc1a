/** Builds the Content-Security-Policy header. Static pages allow only their own inline scripts, by hash. */

/** Where browsers send the policy's violation reports (app/csp-reports/route.ts), same-origin. */
export const CSP_REPORTS_PATH = "/csp-reports";
/**
 * The `Reporting-Endpoints` header naming that endpoint for the policy's `report-to`; browsers
 * without the Reporting API use `report-uri` instead.
 */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORTS_PATH}"`;

const RECAPTCHA = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};

type Options = {
  /** `sha256-…` sources of the page's inline scripts; null outside a production build (development server). */
  scriptHashes: readonly string[] | null;
  recaptcha: boolean;
  https: boolean;
  /** A draft rendered for the editor's preview: its inline scripts carry this nonce instead. */
  nonce?: string;
};

export function contentSecurityPolicy({ scriptHashes, recaptcha, https, nonce }: Options): string {
  const script = [
    "'self'",
    ...(nonce
      ? [`'nonce-${nonce}'`]
      : (scriptHashes ?? ["'unsafe-inline'", "'unsafe-eval'"]).map((source) =>
          source.startsWith("sha256-") ? `'${source}'` : source,
        )),
  ];
  const frame = ["'none'"];
  const connect = ["'self'"];
  if (recaptcha) {
    script.push(...RECAPTCHA.script);
    frame.splice(0, 1, ...RECAPTCHA.frame);
    connect.push(...RECAPTCHA.script);
  }
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": script,
    "style-src": scriptHashes ? ["'self'"] : ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": scriptHashes ? connect : [...connect, "ws:"],
    "manifest-src": ["'self'"],
    // The captcha's proof-of-work workers are served from this site (app/vendor/altcha).
    "worker-src": ["'self'"],
    "frame-src": frame,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "report-uri": [CSP_REPORTS_PATH],
    "report-to": ["csp"],
  };
  if (https) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}
