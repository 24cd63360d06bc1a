import type { Attribution } from "./enquiry-schema";

/**
 * Where a visit began, kept in this tab (sessionStorage) from its first page: the path it landed
 * on, the host of the site that linked to it, and its UTM parameters. No cookie, no request of its
 * own: it leaves the tab only with an enquiry, which adds the page it is sent from and the kind of
 * device. The UTM parameters then leave the address bar, so a link the visitor shares carries none.
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

function externalHost(referrer: string): string | undefined {
  try {
    const { host } = new URL(referrer);
    return host && host !== location.host ? host : undefined;
  } catch {
    return undefined;
  }
}

/** On every page: the first one of the tab's visit records the origin; UTM parameters are removed. */
export function captureVisit() {
  const url = new URL(location.href);
  const found = Object.keys(UTM).filter((name) => url.searchParams.has(name));
  try {
    if (!sessionStorage.getItem(STORAGE_KEY)) {
      const origin: Origin = {
        landing: location.pathname,
        referrer: externalHost(document.referrer),
      };
      for (const [name, key] of Object.entries(UTM))
        origin[key] = url.searchParams.get(name) ?? undefined;
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(origin));
    }
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
  let origin: Origin = {};
  try {
    origin = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Origin;
  } catch {
    // storage unavailable, or a value that is not ours: the server keeps what it can
  }
  return { ...origin, page: location.pathname, device: device() };
}
