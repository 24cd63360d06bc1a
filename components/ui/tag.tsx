import { clsx } from "clsx";

const ARABIC = /\p{Script=Arabic}/u;

const variants = {
  /** On a page's canvas: outlined. */
  outline: "border border-line bg-canvas px-3 py-1 text-sm",
  /** On a card: filled. */
  filled: "bg-surface px-3 py-1 text-sm",
  /** In a dense list on a card: smaller. */
  small: "bg-surface px-2.5 py-1 text-xs font-medium text-ink/80",
  /** Keywords under a card's text: smaller still, quiet. */
  quiet: "bg-surface px-2.5 py-0.5 text-xs text-muted",
  /** Set apart: dark in both schemes. */
  dark: "bg-night px-3 py-1 text-sm text-white dark:ring-1 dark:ring-line",
};

/**
 * A name as a pill (a technology, a keyword, a way of working), in a list of them. A name with no
 * Arabic is set left to right, so that on an Arabic page ".NET" and "C#" keep their dot and sign
 * where they belong.
 */
export function Tag({
  name,
  variant,
  as: Element = "li",
}: {
  name: string;
  variant: keyof typeof variants;
  as?: "li" | "span";
}) {
  return (
    <Element
      dir={ARABIC.test(name) ? undefined : "ltr"}
      className={clsx("rounded-full", variants[variant])}
    >
      {name}
    </Element>
  );
}
