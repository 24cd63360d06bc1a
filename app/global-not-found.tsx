import { NotFoundPage, notFoundMetadata } from "@/components/pages/not-found-page";
import { SiteShell } from "@/components/site/site-shell";
import { brandTitle } from "@/content/contact";
import { uiCopy } from "@/content/ui";
import { siteMetadata, viewport } from "@/lib/metadata";
import "./globals.css";

/**
 * The 404 page of a URL that matches no route, a whole English document of its own: the languages'
 * layouts sit below the root, so none of them wraps it (proxy.ts serves the Arabic one under /ar).
 * Being global rather than the root's not-found boundary, it is not sent with every page.
 */
export const metadata = {
  // No layout wraps it, so it starts from the root's metadata and writes out the titled brand.
  ...siteMetadata,
  ...notFoundMetadata("en"),
  title: { absolute: brandTitle(uiCopy.en.notFound.title) },
};
export { viewport };

export default function GlobalNotFound() {
  return (
    <SiteShell locale="en">
      <NotFoundPage locale="en" />
    </SiteShell>
  );
}
