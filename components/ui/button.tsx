import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const variants = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-line bg-white text-ink hover:border-ink/30 hover:bg-surface",
  ghost: "text-brand-700 hover:bg-brand-50",
  /** On a brand-coloured band. */
  light: "bg-white text-brand-700 shadow-sm hover:bg-brand-50",
};

const sizes = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
};

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes };

/** The classes of the site's one button shape, for a `<button>`, a link or a summary. */
export function buttonClass(
  { variant = "primary", size = "md" }: ButtonStyle = {},
  className?: string,
) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
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

export function LinkButton({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
