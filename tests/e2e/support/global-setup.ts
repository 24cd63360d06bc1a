import { buildState } from "../../../scripts/release.mjs";

/** End-to-end tests run against the production build: refuse to run against a missing or stale one. */
export default async function setup() {
  const { stale } = await buildState();
  if (stale)
    throw new Error(
      `No up-to-date production build (${stale}): run \`npm run build\` before \`npm run test:e2e\`.`,
    );
}
