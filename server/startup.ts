import "server-only";
import { prepareCaptcha } from "./captcha";
import { installSocketAddressHeader } from "./client-address";
import { ConfigError, getConfig } from "./config";
import { getStore } from "./db";
import { startHousekeeping } from "./housekeeping";
import { startOutbox } from "./outbox";
import { installShutdown } from "./shutdown";

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

// Open the database (creating and migrating it) and load the captcha key now, so a server that
// cannot store enquiries stops at start with one line instead of failing its first visitor.
const cannotStart = (error: unknown) => {
  console.error(
    `Cannot start the enquiry service: ${error instanceof Error ? error.message : error}`,
  );
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
