import type {} from "altcha/types/global";
import "altcha/external";
import "altcha/altcha.css";
import type { CaptchaCopy } from "@/content/enquiry-copy";

/** Proof-of-work workers, served from this site (app/vendor/altcha) so the CSP needs no blob: or inline code. */
const WORKERS = {
  "/vendor/altcha/sha.js": ["SHA-256", "SHA-384", "SHA-512"],
  "/vendor/altcha/pbkdf2.js": ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"],
};

/**
 * Registers the workers and, for a language the widget does not ship (it ships English only; its
 * own translations are separate imports), the page's strings, which arrive as props.
 */
export function loadAltcha({ language, strings }: CaptchaCopy["widget"]) {
  for (const [url, algorithms] of Object.entries(WORKERS)) {
    for (const algorithm of algorithms)
      globalThis.$altcha.algorithms.set(algorithm, () => new Worker(url));
  }
  if (strings) globalThis.$altcha.i18n.set(language, { ...strings });
}
