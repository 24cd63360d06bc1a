import { NextResponse, type NextRequest } from "next/server";
import { SVG_POLICY } from "../lib/cover-images";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

/** The languages an API call may name: each of the editor's, or all of them at once. */
const LANGUAGES: string[] = [...LOCALES.map(({ code }) => code), "all", "*"];

/**
 * The editor's own headers, on its origin only (the public site never sees them): a CSP whose
 * scripts carry a fresh nonce per response (Next.js puts it on its scripts), and the headers
 * that keep the admin out of frames, caches and search engines.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const dev = process.env.NODE_ENV !== "production";
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Payload's admin sets styles on elements as it lays out its fields.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  // An API call that names no language is in the default one, and one that names another than
  // the editor's is refused. Payload, with no fallback language, reads either as none: it answered
  // without the localised fields, and a save emptied the English fields it did not send (no
  // language) or stored nothing and said "Updated successfully" (another one).
  const { nextUrl } = request;
  const api = nextUrl.pathname.startsWith("/api/");
  const language = nextUrl.searchParams.get("locale");
  const unnamed = api && language === null;
  if (unnamed) nextUrl.searchParams.set("locale", DEFAULT_LOCALE);
  const response =
    api && language !== null && !LANGUAGES.includes(language)
      ? NextResponse.json(
          { errors: [{ message: `No such language: “${language}” (${LANGUAGES.join(", ")})` }] },
          { status: 400 },
        )
      : unnamed
        ? NextResponse.rewrite(nextUrl, { request: { headers } })
        : NextResponse.next({ request: { headers } });
  // An uploaded drawing (/api/media/file/….svg) opened on its own runs, loads and navigates to nothing.
  const svg = request.nextUrl.pathname.toLowerCase().endsWith(".svg");
  response.headers.set("content-security-policy", svg ? SVG_POLICY : policy);
  response.headers.set("x-content-type-options", "nosniff");
  response.headers.set("referrer-policy", "same-origin");
  response.headers.set("x-robots-tag", "noindex, nofollow");
  response.headers.set("cache-control", "no-store");
  return response;
}

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
