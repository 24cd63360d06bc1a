import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { localizePath, locales, pathLocale, type Locale, type Localized } from "@/content/locales";
import { ARABIC_NOT_FOUND, routes } from "@/content/routes";
import { PRERENDERED_CACHE } from "@/lib/cache-control";
import { fromTrustedProxy } from "@/server/client-address";
import { getConfig } from "@/server/config";
import { contentSecurityPolicy, REPORTING_ENDPOINTS } from "@/server/csp";

type HashManifest = Record<string, string[]>;

/** The served build's directory (next.config.ts sets it as the server starts); `.next` in development. */
const buildDir = () =>
  join(/* turbopackIgnore: true */ process.cwd(), process.env.SITE_BUILD_DIR || ".next");

let manifest: HashManifest | null | undefined;

/** The cookie Next.js's draft mode sets (app/preview/route.ts turns it on). */
const DRAFT_COOKIE = "__prerender_bypass";

/**
 * The headers Next.js's client router sends: with any of them, a page's URL answers with its RSC
 * payload, or with a redirect to it (307 to `?_rsc`). Neither may stand in a shared cache for the
 * page (the key there is the URL), or a cached redirect would send every visitor in a loop. Next.js
 * strips these headers before the proxy runs, so it cannot tell such a request from a visitor's:
 * every answer here varies by them, as Next.js's own 200 pages do (its 307 does not), and by the
 * encoding it may compress in; the edge (docs/nginx.conf) neither serves nor stores them from its
 * cache.
 */
const VARY =
  "RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding";

/** A draft article's page (app/(en)/insights/draft), rendered per request on the preview instance. */
const DRAFT_ARTICLE = /^(?:\/ar)?\/insights\/draft\/[^/]+$/;

/** The first page of Insights or of a tag, asked for by number: it lives at the list's own path. */
const FIRST_PAGE = /^((?:\/ar)?\/insights(?:\/tag\/[^/]+)?)\/page\/1$/i;

let exactPaths: Map<string, string> | undefined;

/**
 * A page path as the site spells it, from any letter case: the routes in every language and every
 * path the build prerendered (Insights, its articles, tags and their pages). Another spelling
 * redirects to it.
 */
function exactPath(path: string): string | undefined {
  exactPaths ??= new Map(
    [
      ...locales.flatMap((locale) => routes.map((route) => localizePath(locale, route))),
      // The 404 pages and the error page are the framework's, no address of their own.
      ...[...prerenderedPaths()].filter(
        (path) => !path.startsWith("/_") && path !== ARABIC_NOT_FOUND,
      ),
    ].map((page) => [page.toLowerCase(), page]),
  );
  return exactPaths.get(path.toLowerCase());
}

/** Inline-script hashes per prerendered page, written by scripts/build.mjs; null when there is no production build. */
function loadManifest(): HashManifest | null {
  if (manifest !== undefined) return manifest;
  try {
    manifest = JSON.parse(
      readFileSync(join(buildDir(), "csp-hashes.json"), "utf8"),
    ) as HashManifest;
  } catch {
    manifest = null;
  }
  return manifest;
}

let prerendered: Set<string> | undefined;

/**
 * Every path the build prerendered (pages, feeds, images), from Next.js's manifest: under /ar,
 * any other path is no page. Empty without a production build.
 */
function prerenderedPaths(): Set<string> {
  if (prerendered) return prerendered;
  try {
    const { routes } = JSON.parse(
      readFileSync(join(buildDir(), "prerender-manifest.json"), "utf8"),
    ) as { routes: Record<string, unknown> };
    prerendered = new Set(Object.keys(routes));
  } catch {
    prerendered = new Set();
  }
  return prerendered;
}

const notFoundPages = new Map<Locale, string | null>();
/** Where the build prerendered each language's 404 page. */
const NOT_FOUND_PATHS: Localized<string> = { en: "/_not-found", ar: ARABIC_NOT_FOUND };

/**
 * A language's 404 page as the build prerendered it (null without one). In production it is served
 * from here rather than rewritten to: Next.js treats a proxy's rewrite as a request to another
 * host when the server listens on a loopback address (it names that host `localhost`).
 */
function loadNotFound(locale: Locale): string | null {
  if (!notFoundPages.has(locale))
    try {
      notFoundPages.set(
        locale,
        readFileSync(join(buildDir(), "server/app", `${NOT_FOUND_PATHS[locale]}.html`), "utf8"),
      );
    } catch {
      notFoundPages.set(locale, null);
    }
  return notFoundPages.get(locale) ?? null;
}

/**
 * Whether each percent escape of a path decodes to UTF-8. Next.js decodes a dynamic route's
 * segment (`/[caseStudy]`, `/services/[service]`) before it looks the page up; one that does not
 * decode (`/%ZZ`, `/contactus%`, `/services/%E0%A4`) makes its router answer a bare 500, as it
 * finds no page to render its 400 with. Such a path names no page: it gets the 404 page here.
 */
function decodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Redirects other letter cases of a page path, and a list's page 1, to the exact path; answers an unknown Arabic path, or
 * one that does not decode, with its language's 404 page; sets the per-page Content-Security-Policy
 * and where its violations are reported. HSTS is the edge's (docs/nginx.conf): a header sent here
 * too would reach visitors twice, which browsers treat as invalid.
 */
export function proxy(request: NextRequest) {
  const requested = request.nextUrl.pathname.replace(/(.)\/$/, "$1");
  const exact = exactPath(FIRST_PAGE.exec(requested)?.[1] ?? requested);
  if (exact && exact !== request.nextUrl.pathname) {
    const url = request.nextUrl.clone();
    url.pathname = exact;
    return NextResponse.redirect(url, 308);
  }
  // Next.js answers a URL no route matches with its one root 404 page, which is English; the
  // Arabic one is prerendered at ARABIC_NOT_FOUND and served in its place (the development server
  // renders app/ar/not-found.tsx where a route calls notFound()). A path that does not decode
  // gets its language's 404 page here too (see decodable).
  const production = process.env.NODE_ENV === "production";
  const locale = pathLocale(requested);
  const config = getConfig();
  // The editor's preview route and its drafts' pages are the preview instance's only.
  const previewOnly = requested === "/preview" || DRAFT_ARTICLE.test(requested);
  const notFound =
    production &&
    !exact &&
    ((locale === "ar" && !prerenderedPaths().has(requested) && !previewOnly) ||
      !decodable(requested) ||
      (previewOnly && !config.PREVIEW_SECRET))
      ? loadNotFound(locale)
      : null;
  const pathname = notFound === null ? requested : NOT_FOUND_PATHS[locale];
  // A page in draft mode on the preview instance is rendered now, from the editor's drafts: its
  // scripts carry a fresh nonce (Next.js reads it from the request's policy), not the build's hashes.
  const draft =
    notFound === null && Boolean(config.PREVIEW_SECRET) && request.cookies.has(DRAFT_COOKIE);
  const nonce = draft ? randomBytes(16).toString("base64") : undefined;
  const hashes = production ? loadManifest() : null;
  const forwardedProto = fromTrustedProxy(request.headers, config.TRUST_PROXY)
    ? request.headers.get("x-forwarded-proto")
    : null;
  const https = (forwardedProto ?? request.nextUrl.protocol.replace(":", "")) === "https";

  const policy = contentSecurityPolicy({
    scriptHashes: hashes ? (hashes[pathname] ?? hashes["/_not-found"] ?? []) : null,
    recaptcha: config.CAPTCHA_PROVIDER === "recaptcha",
    https,
    nonce,
  });
  const requestHeaders = new Headers(request.headers);
  if (draft) requestHeaders.set("Content-Security-Policy", policy);
  const response =
    notFound !== null
      ? new NextResponse(notFound, {
          status: 404,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        })
      : NextResponse.next(draft ? { request: { headers: requestHeaders } } : undefined);
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("Reporting-Endpoints", REPORTING_ENDPOINTS);
  response.headers.set("Vary", VARY);
  if (draft || previewOnly) {
    // A draft is for the person previewing it: no cache keeps it, and no search engine.
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex");
  } else if (notFound !== null) {
    // A 404 is never shared: the page published later at that address is served at once.
    response.headers.set("Cache-Control", "no-store");
  } else {
    // Pages are prerendered per build: shared caches keep them minutes, not a year.
    response.headers.set("Cache-Control", PRERENDERED_CACHE);
  }
  return response;
}

export const config = {
  // Pages only: static files, the enquiry endpoints, the health checks and the endpoints browsers
  // report to (JSON, no page CSP needed, and never the pages' Cache-Control, which a balancer's
  // cache would honour) skip the proxy, unless their path holds a percent escape, which may not
  // decode (see decodable): `/og/%ZZ` and `/%ZZ.png` reach the dynamic routes too. No static file
  // lives under /ar, so every path there gets the Arabic 404 page when it is no page (`/ar/x.png`
  // too).
  matcher: [
    "/((?!(?:_next/static|_next/image|mailservice/|internal/|vendor/|og/|healthz|readyz|metrics|client-errors|csp-reports|(?!ar/)[^%]*\\.(?:svg|png|jpg|jpeg|webp|avif|ico|woff2|json|txt|xml)$)[^%]*$).*)",
  ],
};
