import "server-only";
import type * as z from "zod/mini";
import { enquiryCopy } from "@/content/enquiry-copy";
import { localizePath, type Locale } from "@/content/locales";
import { services } from "@/content/services";
import {
  CONTACT_PAGE_SOURCE,
  ENQUIRY_LIMITS,
  enquirySchemas,
  messagePrefix,
  type Enquiry,
  type EnquiryResponse,
} from "@/lib/enquiry-schema";
import { CAPTCHA_ERRORS, getCaptchaVerifier, type CaptchaVerifier } from "./captcha";
import { clientAddress } from "./client-address";
import { mediaType, readFormBody, readJsonBody } from "./request-body";
import { systemClock, type Clock } from "./clock";
import { getConfig } from "./config";
import { getStore } from "./db";
import type { EnquiryRecord, EnquiryStore } from "./db/types";
import { getLogger, type Logger } from "./log";
import { newMessageId } from "./mail";
import { wakeOutbox } from "./outbox";
import { checkRateLimit, rateLimitKey, type RateLimit } from "./rate-limit";
import { inFlight, isShuttingDown } from "./lifecycle";
import { getMetrics, type AcceptedLabels } from "./metrics";

/** What the enquiry flow needs, passed in so tests can hand it real or fake parts. */
export type EnquiryDeps = {
  store: EnquiryStore;
  captcha: CaptchaVerifier;
  clock: Clock;
  logger: Logger;
  rateLimit: RateLimit;
  trustProxy: readonly string[];
  /** The site's sender address; its domain names the Message-IDs. */
  mailFrom: string;
  /** Whether each enquiry is also queued for the chat webhook (WEBHOOK_URL is set). */
  webhook: boolean;
  /** Called once an enquiry is committed (wakes the outbox). */
  onQueued?: (enquiry: EnquiryRecord) => void;
};

/** The production wiring: configuration, the process's store, captcha verifier and outbox. */
function enquiryDeps(): EnquiryDeps {
  const config = getConfig();
  return {
    store: getStore(),
    captcha: getCaptchaVerifier(),
    clock: systemClock,
    logger: getLogger(),
    rateLimit: config.RATE_LIMIT,
    trustProxy: config.TRUST_PROXY,
    mailFrom: config.MAIL_FROM,
    webhook: config.WEBHOOK_URL !== undefined,
    onQueued: wakeOutbox,
  };
}

export type Outcome = {
  status: number;
  body: EnquiryResponse;
  headers?: Record<string, string>;
  /** An accepted enquiry's labels in the metrics. */
  labels?: AcceptedLabels;
  /** Stored held for review (`SubmitContext.hold`). */
  held?: boolean;
};

/** The service (from the known list, else "other"), the page's language and the device. */
const KNOWN_SOURCES = new Set([CONTACT_PAGE_SOURCE, ...services.map((service) => service.source)]);
const acceptedLabels = (enquiry: Enquiry): AcceptedLabels => {
  const source = enquiry.source || CONTACT_PAGE_SOURCE;
  return {
    service: KNOWN_SOURCES.has(source) ? source : "other",
    language: enquiry.language,
    device: enquiry.attribution?.device ?? "unknown",
  };
};

const ok = (enquiry: Enquiry): Outcome => ({
  status: 200,
  body: { success: true },
  labels: acceptedLabels(enquiry),
});
const fail = (status: number, error: string, headers?: Record<string, string>): Outcome => ({
  status,
  body: { success: false, error },
  headers,
});

const UNAVAILABLE = "Temporarily unavailable, please try again.";
const KEY_REUSED =
  "This Idempotency-Key was sent with a different enquiry: send it with a new key.";

/** The forms' schema, answering in English whatever the page's language: the forms read only `success`. */
const { enquirySchema } = enquirySchemas(enquiryCopy.en.form.validation);

/** The first problem with a body, in words a visitor understands, and the field it is in. */
function firstProblem(error: z.core.$ZodError): Outcome {
  const issue = error.issues[0];
  const field = issue?.path[0];
  if (!issue || typeof field !== "string")
    return fail(400, "The request body must be a JSON object.");
  return {
    status: 400,
    body: { success: false, error: issue.message, field: field as keyof Enquiry },
  };
}

/**
 * The attribution values a body sent that its schema cut or dropped (too long, malformed, unknown):
 * logged, never refused.
 */
function adjustedAttribution(body: unknown, kept: Enquiry["attribution"]): string[] {
  const sent = (body as { attribution?: unknown }).attribution;
  if (sent === undefined) return [];
  if (typeof sent !== "object" || sent === null || Array.isArray(sent)) return ["attribution"];
  return Object.entries(sent)
    .filter(([key, value]) => (kept as Record<string, unknown> | undefined)?.[key] !== value)
    .map(([key]) => key);
}

/**
 * Whether a stored enquiry is the one a request carries: an Idempotency-Key answers success again
 * only for the body it was first sent with (the captcha aside: a retry may carry a fresh one).
 */
const sameEnquiry = (stored: EnquiryRecord, enquiry: Enquiry) =>
  stored.name === enquiry.name &&
  stored.email === enquiry.email &&
  stored.phone === enquiry.phone &&
  stored.message === enquiry.message &&
  stored.source === (enquiry.source || null) &&
  stored.language === enquiry.language;

/**
 * A retry of a stored enquiry answers success again; a key that came with another enquiry is
 * refused (422, as payment APIs do), so the client sends that one anew, under a new key.
 */
function duplicate(stored: EnquiryRecord, enquiry: Enquiry, deps: EnquiryDeps, clientIp: string) {
  if (!sameEnquiry(stored, enquiry)) {
    deps.logger.warn({ event: "enquiry.key_reused", id: stored.id, client: clientIp });
    return fail(422, KEY_REUSED);
  }
  deps.logger.info({ event: "enquiry.duplicate", id: stored.id, client: clientIp });
  return ok(enquiry);
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export type SubmitContext = {
  clientIp: string;
  /** The Idempotency-Key header, if the client sent one. */
  idempotencyKey?: string | null;
  /**
   * Why it is held: sent without the captcha's proof (a form whose page's script did not run), or
   * with one refused. Stored held for a person's review (`enquiries release`), its captcha not
   * checked.
   */
  hold?: string;
};

/**
 * The enquiry flow after the body is parsed, in this order:
 * 1. the schema (400 naming the first problem);
 * 2. and 3., in one round trip: an Idempotency-Key already stored with the same enquiry answers
 *    success again without storing or counting, and with another enquiry 422 (a retried request carries the same, already consumed, captcha, so it
 *    must not reach the captcha check); otherwise the rate limit per client address (429 with
 *    Retry-After), where every attempt that gets this far counts, so failed captchas do too (see
 *    server/rate-limit.ts);
 * 4. the captcha: signature, solution and expiry are checked (403 otherwise); the challenge is
 *    consumed in step 5's transaction, so a replay is refused atomically and a failed insert
 *    does not burn the visitor's solved challenge;
 * 5. one transaction: mark the challenge used, store the enquiry as `queued`; then 200, and
 *    the outbox is woken.
 */
export async function submitEnquiry(
  body: unknown,
  { clientIp, idempotencyKey, hold }: SubmitContext,
  deps: EnquiryDeps,
): Promise<Outcome> {
  const { store, captcha, clock, logger } = deps;
  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) return firstProblem(parsed.error);
  const enquiry = parsed.data;
  const adjusted = adjustedAttribution(body, enquiry.attribution);
  if (adjusted.length > 0)
    logger.warn({ event: "enquiry.attribution_adjusted", fields: adjusted, client: clientIp });

  if (idempotencyKey != null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return fail(400, "The Idempotency-Key header must be 1 to 200 visible ASCII characters.");
  }
  const key = idempotencyKey ?? undefined;

  const limit = await checkRateLimit(store, rateLimitKey(clientIp), deps.rateLimit, clock, key);
  if ("stored" in limit) return duplicate(limit.stored, enquiry, deps, clientIp);
  if (!limit.allowed) {
    logger.warn({ event: "enquiry.rate_limited", client: clientIp, retryAfter: limit.retryAfter });
    return fail(429, "Too many enquiries from your address. Please try again later.", {
      "Retry-After": String(limit.retryAfter),
    });
  }

  const remoteIp = clientIp === "unknown" ? undefined : clientIp;
  const check = hold ? null : await captcha.check(enquiry.captcha, { remoteIp });
  if (check && !check.ok) {
    logger.warn({ event: "captcha.rejected", reason: check.reason, client: clientIp });
    return fail(403, CAPTCHA_ERRORS[check.reason]);
  }

  const result = await store.insertEnquiry(
    {
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      message: enquiry.message,
      source: enquiry.source || null,
      language: enquiry.language,
      clientIp: remoteIp ?? null,
      messageId: newMessageId(deps.mailFrom),
      webhook: deps.webhook,
      attribution: enquiry.attribution,
      held: hold,
    },
    { now: clock.now(), challenge: check?.ticket, idempotencyKey: key },
  );
  if (result.status === "replayed") {
    logger.warn({ event: "captcha.rejected", reason: "replayed", client: clientIp });
    return fail(403, CAPTCHA_ERRORS.replayed);
  }
  if (result.status === "duplicate") return duplicate(result.enquiry, enquiry, deps, clientIp);
  logger.info({
    event: hold ? "enquiry.held" : "enquiry.queued",
    id: result.enquiry.id,
    messageId: result.enquiry.messageId,
    source: result.enquiry.source,
    language: result.enquiry.language,
    client: clientIp,
  });
  if (hold) return { ...ok(enquiry), held: true };
  deps.onQueued?.(result.enquiry);
  return ok(enquiry);
}

/** Parses the HTTP request and runs the flow; answers only 200, 4xx or 503. */
async function handle(request: Request, deps: EnquiryDeps): Promise<Outcome> {
  const read = await readJsonBody(request, ENQUIRY_LIMITS.body, "enquiry");
  // Refused before its body has all arrived: the connection closes, and says so, so the client does
  // not send its next request down a socket the server is about to close.
  if (!read.ok)
    return fail(read.status, read.error, read.status === 413 ? { Connection: "close" } : undefined);
  const { body } = read;
  return submitEnquiry(
    body,
    {
      clientIp: clientAddress(request.headers, { trustProxy: deps.trustProxy }),
      idempotencyKey: request.headers.get("idempotency-key"),
    },
    deps,
  );
}

/** What a held enquiry carries where the schema asks for the captcha's proof: it has none. */
const NO_PROOF = "none";

/** Why a form the browser sent itself is held, as `enquiries show` says. */
const HELD_WITHOUT_PROOF = "sent without the captcha: the page's script did not run";

/**
 * The form's hidden field that people never see nor reach (components/enquiry/contact-form.tsx)
 * and form-filling programs fill: such a post is answered as received and stores nothing.
 */
const HONEYPOT = "website";

/** The pages that carry the Contact Us form; a form sent from elsewhere returns to Contact Us. */
const FORM_PAGES = new Set(["/", "/contactus", "/ar", "/ar/contactus"]);

/**
 * The page a browser's own form submission came from, by its Referer (the site's Referrer-Policy
 * sends a same-origin page's address in full): its path, and the service its call to action named
 * (`?service=slug`), which the form's script would have sent.
 */
function formPage(request: Request, language: Locale) {
  let url: URL | null = null;
  try {
    url = new URL(request.headers.get("referer") ?? "");
  } catch {}
  const path =
    url && FORM_PAGES.has(url.pathname) ? url.pathname : localizePath(language, "/contactus");
  const service = services.find(({ slug }) => slug === url?.searchParams.get("service"));
  return { path, search: service ? `?service=${service.slug}` : "", source: service?.source };
}

/**
 * `POST /mailservice/mailer.php` as a browser's own form submission, urlencoded: the Contact Us
 * form of a page whose script did not run (scripts off, a chunk that failed to load). Sent with
 * the captcha's solution (its widget ran), it is checked and queued as the script would send it;
 * without one, or with one refused, it is stored held for a person's review (`enquiries
 * release`). The answer is 303 back to the form's page, at its notice: held, received or not sent.
 */
async function handleForm(request: Request, deps: EnquiryDeps): Promise<Outcome> {
  // Another site's form posting here (a browser says so): nothing is stored.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin")
    return fail(403, "A form on another site cannot send an enquiry here.");
  const read = await readFormBody(request, ENQUIRY_LIMITS.body);
  const fields = read.ok ? read.fields : new URLSearchParams();
  const language: Locale = fields.get("language") === "ar" ? "ar" : "en";
  const page = formPage(request, language);
  const outcome = read.ok
    ? await sendForm(fields, page, language, request, deps)
    : fail(read.status, read.error);
  const notice = outcome.status !== 200 ? "not-sent" : outcome.held ? "held" : "received";
  return {
    ...outcome,
    status: 303,
    headers: { Location: `${page.path}${page.search}#enquiry-${notice}` },
  };
}

/** The form's fields as the script would send them, checked and stored (held without proof). */
async function sendForm(
  fields: URLSearchParams,
  page: ReturnType<typeof formPage>,
  language: Locale,
  request: Request,
  deps: EnquiryDeps,
): Promise<Outcome> {
  const body = {
    name: fields.get("name") ?? "",
    email: fields.get("email") ?? "",
    phone: fields.get("phone") ?? "",
    message:
      messagePrefix(page.source ?? CONTACT_PAGE_SOURCE) + (fields.get("message") ?? "").trim(),
    ...(page.source && { source: page.source }),
    language,
    attribution: { page: page.path },
  };
  const context = { clientIp: clientAddress(request.headers, { trustProxy: deps.trustProxy }) };
  if (fields.get(HONEYPOT)) {
    deps.logger.warn({ event: "enquiry.honeypot", client: context.clientIp });
    return { status: 200, body: { success: true } };
  }
  try {
    // Its proof is looked at first, so that one refused (expired while the visitor wrote) is held
    // on the same attempt, counted once by the rate limit, not lost.
    const proof = fields.get("captcha");
    const remoteIp = context.clientIp === "unknown" ? undefined : context.clientIp;
    const check = proof ? await deps.captcha.check(proof, { remoteIp }) : null;
    if (proof && check?.ok) return await submitEnquiry({ ...body, captcha: proof }, context, deps);
    const hold =
      check?.ok === false
        ? `its captcha was refused: ${CAPTCHA_ERRORS[check.reason]}`
        : HELD_WITHOUT_PROOF;
    return await submitEnquiry({ ...body, captcha: NO_PROOF }, { ...context, hold }, deps);
  } catch (error) {
    deps.logger.error({ event: "enquiry.error", err: error });
    return fail(503, UNAVAILABLE);
  }
}

const respond = ({ status, body, headers }: Outcome) =>
  status === 303
    ? new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } })
    : Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const FORM = "application/x-www-form-urlencoded";

/**
 * `POST /mailservice/mailer.php`: JSON from the forms' script, or a browser's own form submission.
 * Unexpected errors become 503, logged, never a 500.
 */
export async function handleEnquiryRequest(
  request: Request,
  deps?: () => EnquiryDeps,
): Promise<Response> {
  const started = performance.now();
  const answer = (outcome: Outcome) => {
    getMetrics().answered(outcome.status, (performance.now() - started) / 1000, outcome.labels);
    return respond(outcome);
  };
  // A draining instance takes nothing new; the balancer, or the visitor's retry, finds another.
  if (isShuttingDown()) return answer(fail(503, UNAVAILABLE, { "Retry-After": "5" }));
  return inFlight(async () => {
    let logger: Logger | undefined;
    try {
      const resolved = (deps ?? enquiryDeps)();
      logger = resolved.logger;
      const form = mediaType(request.headers.get("content-type")) === FORM;
      return answer(await (form ? handleForm : handle)(request, resolved));
    } catch (error) {
      (logger ?? getLogger()).error({ event: "enquiry.error", err: error });
      return answer(fail(503, UNAVAILABLE));
    }
  });
}

/** Any method but POST. */
export function methodNotAllowed(): Response {
  return Response.json(
    { success: false, error: "Method not allowed: use POST." } satisfies EnquiryResponse,
    {
      status: 405,
      headers: { Allow: "POST", "Cache-Control": "no-store" },
    },
  );
}
