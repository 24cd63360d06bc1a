import "server-only";
import { getConfig } from "./config";
import { getStore } from "./db";
import { getLogger } from "./log";

const HOUSEKEEPING = Symbol.for("deccan.housekeeping");
type Holder = { [HOUSEKEEPING]?: NodeJS.Timeout };

/** Every minute, forgets used captcha challenges past their expiry and rate-limit hits past the window. */
export function startHousekeeping(everyMs = 60_000): void {
  const holder = globalThis as Holder;
  if (holder[HOUSEKEEPING]) return;
  const prune = async () => {
    try {
      const now = Date.now();
      const removed = await getStore().prune(now, now - getConfig().RATE_LIMIT.windowMs);
      if (removed.challenges || removed.hits)
        getLogger().debug({ event: "store.pruned", ...removed });
    } catch (error) {
      getLogger().error({ event: "store.prune_failed", err: error });
    }
  };
  holder[HOUSEKEEPING] = setInterval(prune, everyMs);
  holder[HOUSEKEEPING].unref();
  void prune();
}
