import type { ComponentProps } from "react";
import { clsx } from "clsx";

/** `light` is for a brand-coloured band. */
export type ButtonStyle = {
  variant?: "primary" | "secondary" | "ghost" | "light";
  size?: "sm" | "md" | "lg";
};

/**
 * The classes of the site's one button shape, for a `<button>`, a link or a summary. The shape,
 * variants and sizes are component classes (app/globals.css, `@layer components`), so any utility
 * in `className` overrides them by the cascade: no class-conflict resolution is needed, in the
 * server's HTML or in the islands' bundles.
 */
export function buttonClass(
  { variant = "primary", size = "md" }: ButtonStyle = {},
  className?: string,
) {
  return clsx("btn", `btn-${variant}`, `btn-${size}`, className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}
