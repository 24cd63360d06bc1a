// Every built page on a phone (390 px), in one tab taken from page to page: zero axe violations in
// light and dark, every Tab stop on screen and uncovered (the phone menu's too, its services shown,
// on one page of each template), a clean console and no CSP violation. The same at 1440 px, and the
// page's head, fonts and preloads: pages.test.ts.
import { describe, test } from "vitest";
import { PHONE } from "./support/browser";
import { builtPages } from "./support/routes";
import { withSiteAndBrowser } from "./support/site";
import { expectAccessible, open, openTab } from "./support/sweep";

const site = withSiteAndBrowser();

describe("every built page on a phone", () => {
  const phone = openTab(site, PHONE);
  test.each(builtPages())(
    "%s: zero axe violations (light and dark), every Tab stop in view, a clean console and no CSP violation",
    async (route) => {
      await open(phone, route);
      await expectAccessible(phone, route, "mobile-menu");
    },
  );
});
