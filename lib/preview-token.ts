import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a Preview link opens its page: an editing session's worth, then Preview again. */
export const PREVIEW_TOKEN_MS = 60 * 60_000;

type Grant = { path: string; user: string };

const sign = (secret: string, body: string) =>
  createHmac("sha256", secret).update(`preview:${body}`).digest("base64url");

/**
 * The editor's Preview link for one person and one page: the page's path, the account and an
 * expiry, signed with the secret the editor and the preview instance share (never sent to a browser).
 */
export function previewToken(secret: string, grant: Grant, now = Date.now()) {
  const body = Buffer.from(
    JSON.stringify({ p: grant.path, u: grant.user, e: now + PREVIEW_TOKEN_MS }),
  ).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** The page and account a Preview link was made for, or null when it is forged, changed or expired. */
export function readPreviewToken(secret: string, token: string, now = Date.now()): Grant | null {
  const [body = "", signature = ""] = token.split(".");
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (!body || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { p, u, e } = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      p?: unknown;
      u?: unknown;
      e?: unknown;
    };
    if (typeof p !== "string" || typeof u !== "string" || typeof e !== "number" || e < now)
      return null;
    return { path: p, user: u };
  } catch {
    return null;
  }
}

/**
 * `value` as a path on this site, normalised (dot segments resolved, as a browser would), or null
 * when a browser could take it anywhere else: not starting with one `/`, or holding a backslash or
 * a control character (which browsers read as `/` or drop: `/\evil.example`, `/<tab>/evil.example`).
 */
export function sitePath(value: string): string | null {
  if (!value.startsWith("/") || /[\\\p{Cc}]/u.test(value)) return null;
  const base = "http://site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
