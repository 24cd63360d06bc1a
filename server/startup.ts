import "server-only";
import { ConfigError, getConfig } from "./config";

// Validate the configuration once at start, or stop with one line naming the variable.
try {
  getConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
