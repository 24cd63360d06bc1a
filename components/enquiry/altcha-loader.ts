import type {} from "altcha/types/global";
import "altcha/external";
import "altcha/altcha.css";

/** Proof-of-work workers, served from this site (app/vendor/altcha) so the CSP needs no blob: or inline code. */
const WORKERS = {
  "/vendor/altcha/sha.js": ["SHA-256", "SHA-384", "SHA-512"],
  "/vendor/altcha/pbkdf2.js": ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"],
};

export function loadAltcha() {
  for (const [url, algorithms] of Object.entries(WORKERS)) {
    for (const algorithm of algorithms)
      globalThis.$altcha.algorithms.set(algorithm, () => new Worker(url));
  }
}
