/**
 * How long shared caches (a CDN, the edge's nginx) may keep what a build prerendered: five
 * minutes, then a stale copy for a day while one request refreshes it, so a release shows within
 * minutes and an outage of every instance does not empty the site (docs/deploy.md). Browsers
 * always revalidate. Next.js would send a year (s-maxage=31536000), which would keep a page, a
 * feed or security.txt of an earlier release in those caches.
 */
export const PRERENDERED_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
