// Every built page on a phone (390 px), in one tab taken from page to page with its cache on, as a
// visitor's (pages.test.ts fetches every file again on each page): zero axe violations in
// light and dark, every Tab stop in <main> on screen and uncovered (the skip link's, header's,
// footer's and the phone menu's too, its services shown, on one page of each template), no horizontal scroll and no text cut off at 320 px (WCAG 1.4.10),
// the phone's own controls (the phone menu and what it holds) pressed with the keyboard, a clean
// console and no CSP violation. The same at 1440 px, and the page's head, fonts and preloads:
// pages.test.ts.
import { describe, expect, test } from "vitest";
import { PHONE } from "./support/browser";
import { expectReflow } from "./support/layout";
import { builtPages } from "./support/routes";
import { withSiteAndBrowser } from "./support/site";
import {
  expectAccessible,
  expectKeyboardUsable,
  open,
  openTab,
  shellPressed,
  templates,
} from "./support/sweep";

const site = withSiteAndBrowser();

describe("every built page on a phone", () => {
  const phone = openTab(site, PHONE);
  test.each(builtPages())(
    "%s: zero axe violations (light and dark), every Tab stop in view, no sideways scroll at 320 px, the phone menu works with the keyboard, a clean console and no CSP violation",
    async (route) => {
      await open(phone, route);
      await expectAccessible(phone, route, "mobile-menu");
      await expectReflow(phone.page);
      await expectKeyboardUsable(phone, route);
    },
    120_000,
  );

  test("the phone menu is pressed with the keyboard on one page of each template in each language", () => {
    expect(shellPressed(phone, "openMenu")).toEqual(templates);
  });
});
