import { NotFoundPage, notFoundMetadata } from "@/components/pages/not-found-page";
import { SiteShell } from "@/components/site/site-shell";
import { geist } from "./fonts";

/**
 * The 404 page of a URL that matches no route. It sits above the languages' layouts, so it renders
 * the English document itself; proxy.ts serves the Arabic one (app/ar/not-found.tsx) under /ar.
 */
export const metadata = notFoundMetadata("en");

export default function NotFound() {
  return (
    <SiteShell locale="en" fonts={[geist.variable]}>
      <NotFoundPage locale="en" />
    </SiteShell>
  );
}
