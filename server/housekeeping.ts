import "server-only";
import { getConfig } from "./config";
import { getStore } from "./db";
import { getLogger } from "./log";

const HOUSEKEEPING = Symbol.for("deccan.housekeeping");
type Holder = { [HOUSEKEEPING]?: NodeJS.Timeout };

/**
 * Every minute: forgets used captcha challenges past their expiry and rate-limit hits past the
 * window, and deletes enquiries older than ENQUIRY_RETENTION_DAYS (the retention the Terms state).
 */
export function startHousekeeping(everyMs = 60_000): void {
  const holder = globalThis as Holder;
  if (holder[HOUSEKEEPING]) return;
  const prune = async () => {
    try {
      const now = Date.now();
      const { RATE_LIMIT, ENQUIRY_RETENTION_DAYS } = getConfig();
      const removed = await getStore().prune(
        now,
        now - RATE_LIMIT.windowMs,
        now - ENQUIRY_RETENTION_DAYS * 86_400_000,
      );
      if (removed.enquiries) getLogger().info({ event: "enquiries.retention_deleted", ...removed });
      else if (removed.challenges || removed.hits)
        getLogger().debug({ event: "store.pruned", ...removed });
    } catch (error) {
      getLogger().error({ event: "store.prune_failed", err: error });
    }
  };
  holder[HOUSEKEEPING] = setInterval(prune, everyMs);
  holder[HOUSEKEEPING].unref();
  void prune();
}
