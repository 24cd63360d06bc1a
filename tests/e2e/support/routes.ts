import { readFileSync } from "node:fs";
import { join } from "node:path";

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
