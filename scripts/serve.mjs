// One server process of `npm start` (scripts/start.mjs forks it): Next.js serving the build named
// by SITE_BUILD_DIR on the port the primary process holds.
//
// Told to retire (a newer build's server listens now), it stops taking connections but keeps the
// ones it has: each gets its next response with `Connection: close`, and one left idle closes
// when its keep-alive time runs out, which clients know (`Keep-Alive: timeout=5`), so none sends
// a request into a connection as it closes. With no connection left it drains (SIGTERM,
// server/shutdown.ts) and exits.
import cluster from "node:cluster";
import { subscribe } from "node:diagnostics_channel";
import { Server } from "node:net";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
process.chdir(root);

let server = null;
let retiring = false;
subscribe("http.server.request.start", (message) => {
  server = message.server;
  if (retiring) message.response.setHeader("Connection", "close");
});
process.on("message", (message) => {
  if (message !== "retire" || retiring) return;
  retiring = true;
  const drain = () => process.kill(process.pid, "SIGTERM");
  // net's close, not http's: http's would also close the idle connections at once.
  if (server) Server.prototype.close.call(server, drain);
  else {
    // No request came: closing its servers closes no connection anyone uses.
    process.once("disconnect", drain);
    cluster.worker.disconnect();
  }
});

const { nextStart } = await import("next/dist/cli/next-start.js");
await nextStart(
  { port: Number(process.env.SITE_PORT), hostname: process.env.SITE_HOSTNAME || undefined },
  root,
);
