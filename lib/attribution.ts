import type { Attribution } from "./enquiry-schema";

/**
 * Where a visit began, kept in this browser (localStorage), shared by its tabs: the path it landed
 * on, the host of the site that linked to it, and its UTM parameters. A visit ends 30 minutes after
 * its last page, or when the visitor arrives again from a campaign (UTM parameters) or from
 * another site: that arrival begins the next visit, as analytics tools count sessions, so an
 * enquiry credits the arrival it followed, in whichever tab it is sent. No cookie, no request of
 * its own: it leaves the browser only with an enquiry, which adds the page it is sent from and the
 * kind of device. The UTM parameters then leave the address bar, so a link the visitor shares
 * carries none.
 */
const STORAGE_KEY = "visit-origin";
/** A visit ends this long after its last page. */
const VISIT_IDLE_MS = 30 * 60 * 1000;
const UTM = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;

type Origin = Pick<Attribution, "landing" | "referrer" | (typeof UTM)[keyof typeof UTM]>;
/** What the browser keeps: the visit's origin, and when its last page was seen. */
type Visit = { origin: Origin; seen: number };

function externalHost(referrer: string): string | undefined {
  try {
    const { host } = new URL(referrer);
    return host && host !== location.host ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The visit under way, or null when none is (none kept, ended, or not ours). */
function currentVisit(now: number): Visit | null {
  try {
    const visit = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Visit | null;
    return visit && typeof visit.seen === "number" && now - visit.seen < VISIT_IDLE_MS
      ? visit
      : null;
  } catch {
    return null;
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
 * On every page: an arrival from a campaign or another site (a page followed or typed, not one
 * reloaded or gone back to, whose address and referrer are the first arrival's), or a page after
 * the visit ended, begins a visit and records its origin; any other page keeps the visit going.
 * UTM parameters are removed.
 */
export function captureVisit() {
  const url = new URL(location.href);
  const found = Object.keys(UTM).filter((name) => url.searchParams.has(name));
  const now = Date.now();
  let origin = currentVisit(now)?.origin;
  const arrival = !arrived && followed();
  arrived = true;
  const referrer = arrival ? externalHost(document.referrer) : undefined;
  if (!origin || (arrival && found.length > 0) || referrer) {
    origin = { landing: location.pathname, referrer };
    for (const [name, key] of Object.entries(UTM))
      origin[key] = url.searchParams.get(name) ?? undefined;
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ origin, seen: now } satisfies Visit));
  } catch {
    // storage unavailable: enquiries go without their origin
  }
  if (found.length === 0) return;
  for (const name of found) url.searchParams.delete(name);
  // After hydration, through the router's own handling of replaceState (it keeps its state).
  setTimeout(() => history.replaceState(null, "", url));
}

const device = (): Attribution["device"] =>
  innerWidth < 768 ? "phone" : innerWidth < 1024 ? "tablet" : "desktop";

/** What an enquiry carries: the visit's origin, the page it is sent from, the device. */
export function enquiryAttribution(): Attribution {
  // The server keeps what it can of a value that is not ours.
  const origin = currentVisit(Date.now())?.origin ?? {};
  return { ...origin, page: location.pathname, device: device() };
}
