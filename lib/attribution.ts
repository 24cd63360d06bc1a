import type { Attribution } from "./enquiry-schema";
import { FIRST_TOUCH, TOUCH_KEYS } from "./first-touch";

/**
 * Where a visit began, kept in this tab (sessionStorage): the path it landed on, the host of the
 * site that linked to it, and its UTM parameters. A tab opened from one of the site's pages (a
 * Ctrl-click: it starts with an empty sessionStorage) asks the site's other open tabs for theirs
 * over a BroadcastChannel; until one answers, and if none does, its visit is recorded as opened
 * from the site, never as a direct one. A later arrival from another campaign (UTM parameters) or
 * site is the visit's last touch, which an enquiry credits; the first is kept beside it. No
 * cookie, nothing kept beyond the tab, no request of its own: it leaves the tab only with an
 * enquiry, which adds the page it is sent from and the kind of device. The UTM parameters then
 * leave the address bar, so a link the visitor shares carries none.
 */
const STORAGE_KEY = "visit-origin";
const UTM = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;

type Origin = Pick<Attribution, "landing" | "referrer" | (typeof UTM)[keyof typeof UTM]>;
/** The visit's last touch, and its first when a later arrival began it again. */
type Visit = Origin & { first?: Origin };

const sameOrigin = (a: Origin, b: Origin) => TOUCH_KEYS.every((key) => a[key] === b[key]);

/** The referrer's host, and whether it is this site. */
function referrerHost(referrer: string): { host?: string; ownSite: boolean } {
  try {
    const { host } = new URL(referrer);
    return host === location.host ? { ownSite: true } : { host: host || undefined, ownSite: false };
  } catch {
    return { ownSite: false };
  }
}

function storedVisit(): Visit | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Visit | null;
  } catch {
    return null; // storage unavailable, or a value that is not ours
  }
}

function keep(visit: Visit) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // storage unavailable: enquiries go without their origin
  }
}

/** Whether this document's arrival was looked at (a page loaded, not the router's navigations). */
let arrived = false;

/** How this document was reached: followed or typed, not reloaded or gone back to. */
function followed(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return !entry || entry.type === "navigate";
}

/**
 * The site's tabs, talking: a tab without a visit asks ("ask"), a tab with one answers with it.
 * Only this site's pages in this browser hear it, and nothing else is said.
 */
function shareVisits(): BroadcastChannel | null {
  if (typeof BroadcastChannel === "undefined") return null;
  const channel = new BroadcastChannel(STORAGE_KEY);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const visit = storedVisit();
    if (data === "ask" && visit) channel.postMessage({ visit });
  };
  return channel;
}

/**
 * On every page load: an arrival from a campaign or another site (a page followed or typed, not
 * one reloaded or gone back to, whose address and referrer are the first arrival's) begins the
 * tab's visit, or is its last touch when one began before; a tab opened from the site asks the
 * site's other tabs; a page with neither and no visit yet is a direct visit's first. UTM
 * parameters are removed.
 */
export function captureVisit() {
  if (arrived) return;
  arrived = true;
  const url = new URL(location.href);
  const found = Object.keys(UTM).filter((name) => url.searchParams.has(name));
  const arrival = followed();
  const { host, ownSite } = arrival ? referrerHost(document.referrer) : { ownSite: false };
  const channel = shareVisits();
  const here: Origin = { landing: location.pathname, referrer: host };
  for (const [name, key] of Object.entries(UTM))
    here[key] = url.searchParams.get(name) ?? undefined;
  const stored = storedVisit();
  // Opened from the site with nothing of its own: from the site's page, until a tab says more.
  const opener = found.length === 0 && ownSite && !stored;
  if (opener) {
    keep({ ...here, referrer: location.host });
    if (channel) {
      const opened = JSON.stringify(storedVisit());
      channel.addEventListener("message", ({ data }: MessageEvent<unknown>) => {
        const answer = (data as { visit?: Visit } | null)?.visit;
        // The first answer, while nothing newer was recorded in this tab.
        if (answer && JSON.stringify(storedVisit()) === opened) keep(answer);
      });
      channel.postMessage("ask");
    }
  } else if (!stored) keep(here);
  else if (found.length > 0 || host) {
    const { first = stored, ...last } = stored;
    // The same arrival again (a campaign's link followed twice) is no new touch.
    if (!sameOrigin(here, last)) {
      const firstOrigin = Object.fromEntries(TOUCH_KEYS.map((key) => [key, first[key]]));
      keep(sameOrigin(here, firstOrigin) ? here : { ...here, first: firstOrigin });
    }
  }
  if (found.length === 0) return;
  for (const name of found) url.searchParams.delete(name);
  // After hydration, through the router's own handling of replaceState (it keeps its state).
  setTimeout(() => history.replaceState(null, "", url));
}

const device = (): Attribution["device"] =>
  innerWidth < 768 ? "phone" : innerWidth < 1024 ? "tablet" : "desktop";

/** What an enquiry carries: the visit's touches, the page it is sent from, the device. */
export function enquiryAttribution(): Attribution {
  const { first, ...last } = storedVisit() ?? {};
  // The server keeps what it can of a value that is not ours.
  return {
    ...last,
    ...(first && Object.fromEntries(TOUCH_KEYS.map((key) => [FIRST_TOUCH[key], first[key]]))),
    page: location.pathname,
    device: device(),
  };
}
