import { readFileSync } from "node:fs";
import { join } from "node:path";
import { englishPath, pathLocale } from "@/content/locales";
import { ARABIC_NOT_FOUND } from "@/content/routes";

/** The HTML pages the current production build prerendered (the 404 page included), from Next's manifest. */
export function builtPages(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), ".builds/current/prerender-manifest.json"), "utf8"),
  ) as {
    routes: Record<string, { dataRoute: string | null }>;
  };
  return Object.entries(manifest.routes)
    .filter(([route, entry]) => entry.dataRoute !== null && route !== "/_global-error")
    .map(([route]) => route);
}

/** The 404 pages of each language, as the build names them. */
export const notFoundPages = ["/_not-found", ARABIC_NOT_FOUND];

/** A path that shows a built page; the 404 pages are reached through an unknown path. */
export const pathOf = (route: string) =>
  route === "/_not-found"
    ? "/no-such-page"
    : route === ARABIC_NOT_FOUND
      ? "/ar/no-such-page"
      : route;

/**
 * The template that draws a built page, in its language: "ar /services/*" for an Arabic service
 * page. The pages of one template differ only in their entry's content.
 */
export function templateOf(route: string): string {
  const english = route === ARABIC_NOT_FOUND ? "/_not-found" : englishPath(route);
  const template = english
    .replace(/^\/(services|insights\/tag|insights)\/[^/]+$/, "/$1/*")
    .replace(/^\/case-study-.+$/, "/case-study-*");
  return `${pathLocale(route)} ${template}`;
}

/** The first built page of each template, in each language. */
export const onePerTemplate = (routes: string[]) =>
  routes.filter(
    (route, at) => routes.findIndex((other) => templateOf(other) === templateOf(route)) === at,
  );
