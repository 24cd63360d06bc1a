import { readFileSync } from "node:fs";
import { join } from "node:path";
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
