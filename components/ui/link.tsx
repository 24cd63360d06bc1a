// eslint-disable-next-line no-restricted-imports -- the one place that wraps next/link
import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's page link: client-side navigation, fetched when clicked. Next.js would otherwise
 * prefetch every page whose link scrolls into view, and with it that page's first-screen images: on
 * a phone's slow connection that bandwidth belongs to the page being read.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
