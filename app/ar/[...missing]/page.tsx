import { NotFoundPage, notFoundMetadata } from "@/components/pages/not-found-page";
import { ARABIC_NOT_FOUND } from "@/content/routes";

/**
 * The Arabic 404 page, prerendered once at ARABIC_NOT_FOUND; proxy.ts serves it, with status 404,
 * for every /ar path that is not a page. (Calling notFound() here would prerender only an empty
 * shell that script fills in.)
 */
export const dynamicParams = false;
export const generateStaticParams = () => [{ missing: ARABIC_NOT_FOUND.split("/").slice(2) }];

export const metadata = { ...notFoundMetadata("ar"), robots: { index: false } };

export default function Page() {
  return <NotFoundPage locale="ar" />;
}
