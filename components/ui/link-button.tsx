import type { ComponentProps } from "react";
import { buttonClass, type ButtonStyle } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

/**
 * A page link drawn as the site's button (`buttonClass`). Apart from button.tsx so that code with
 * only buttons, such as the error boundaries in every page's scripts, does not bundle the router's
 * link.
 */
export function LinkButton({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
