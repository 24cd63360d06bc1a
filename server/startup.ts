import "server-only";
import { prepareCaptcha } from "./captcha";
import { installSocketAddressHeader } from "./client-address";
import { ConfigError, getConfig } from "./config";
import { getStore } from "./db";
import { unreachable } from "./db/unreachable";
import { startHousekeeping } from "./housekeeping";
import { startOutbox } from "./outbox";
import { getLogger } from "./log";
import { installShutdown } from "./shutdown";

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Validate the configuration once at start, or stop with one line naming the variable.
try {
  getConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Before any request: the rate limit keys on the socket's address (server/client-address.ts).
installSocketAddressHeader();

// Open the database (creating and migrating it) and load the captcha key now. A database that
// cannot be reached (PostgreSQL down or restarting) does not stop the server: it answers /healthz,
// /readyz says why it is not ready, and the store and the key are tried again on use, so the
// instance becomes ready when the database is back. Anything else (a schema newer than this code,
// a file that cannot be opened) stops it with one line.
const cannotStart = (error: unknown) => {
  if (unreachable(error)) {
    getLogger().warn({ event: "store.unavailable", reason: describe(error) });
    return;
  }
  console.error(`Cannot start the enquiry service: ${describe(error)}`);
  process.exit(1);
};
try {
  getStore().ready().catch(cannotStart);
  prepareCaptcha().catch(cannotStart);
} catch (error) {
  cannotStart(error);
}

startOutbox();
startHousekeeping();
installShutdown();
