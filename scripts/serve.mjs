// One server process of `npm start` (scripts/start.mjs forks it): Next.js serving the build named
// by SITE_BUILD_DIR on the port the primary process holds.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
process.chdir(root);
const { nextStart } = await import("next/dist/cli/next-start.js");
await nextStart(
  { port: Number(process.env.SITE_PORT), hostname: process.env.SITE_HOSTNAME || undefined },
  root,
);
