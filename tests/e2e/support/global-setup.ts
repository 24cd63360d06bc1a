import { existsSync, readFileSync } from "node:fs";
import { fingerprintFile, sourceFingerprint } from "../../../scripts/fingerprint.mjs";

/** End-to-end tests run against the production build: refuse to run against a missing or stale one. */
export default function setup() {
  const file = fingerprintFile();
  if (!existsSync(file) || readFileSync(file, "utf8") !== sourceFingerprint()) {
    throw new Error(
      "No up-to-date production build: run `npm run build` before `npm run test:e2e`.",
    );
  }
}
