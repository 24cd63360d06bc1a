import { site } from "@/content/site";

/** A year: RFC 9116 wants the file renewed about yearly, and every release rebuilds it. */
const VALID_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, in which languages,
 * and until when the file may be trusted. Written when the route is prerendered, at build, so each
 * release moves Expires a year past its build.
 */
export function securityTxt(now = new Date()): string {
  const expires = new Date(now.getTime() + VALID_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  return [
    `Contact: mailto:${site.email}`,
    `Expires: ${expires}`,
    "Preferred-Languages: en, ar",
    `Canonical: ${site.url}/.well-known/security.txt`,
    "",
  ].join("\n");
}
