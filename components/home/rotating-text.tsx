"use client";

import { clsx } from "clsx";
import { Suspense, useEffect, useRef, useState, type Ref } from "react";
import { lazyPart } from "@/lib/lazy-part";
import { prefersReducedMotion } from "@/lib/motion";

export type RotatingTextProps = {
  words: readonly string[];
  /** Milliseconds between words. */
  interval: number;
  /**
   * The script joins its letters (Arabic): the word springs in whole, since a letter in a box of
   * its own loses its joined form.
   */
  joined?: boolean;
  className?: string;
};

// The motion loads only where the word is shown (the desktop hero: phones have a headline of their
// own) and motion is welcome. If it cannot load, the first word stays.
const Motion = lazyPart(
  async () => (await import("./rotating-text-motion")).default,
  ({ words, joined, className }: RotatingTextProps) => (
    <Letters word={words[0] ?? ""} joined={joined} className={className} />
  ),
  "The hero's rotating word",
);

/**
 * A word that changes on an interval, its letters springing in one after another. It is
 * decorative: the element is aria-hidden and the page gives screen readers the whole phrase once.
 * Under reduced motion it holds the first word.
 */
export function RotatingText(props: RotatingTextProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    // offsetParent is null while the word is not displayed (inside the phone-hidden line).
    if (!prefersReducedMotion() && holder.current?.offsetParent) setMoving(true);
  }, []);
  const still = (
    <Letters
      ref={holder}
      word={props.words[0] ?? ""}
      joined={props.joined}
      className={props.className}
    />
  );
  return moving ? (
    <Suspense fallback={still}>
      <Motion {...props} />
    </Suspense>
  ) : (
    still
  );
}

/** The word's letters, one box each (whole, for a joined script), so that each can move. */
export function Letters({
  ref,
  word,
  joined,
  className,
  keyPrefix = 0,
}: {
  ref?: Ref<HTMLSpanElement>;
  word: string;
  joined?: boolean;
  className?: string;
  keyPrefix?: number;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx("inline-flex overflow-hidden whitespace-pre", className)}
      ref={ref}
    >
      {(joined ? [word] : Array.from(word)).map((letter, position) => (
        <span key={`${keyPrefix}-${position}`} className="inline-block">
          {letter}
        </span>
      ))}
    </span>
  );
}
