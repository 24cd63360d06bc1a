"use client";

import { useEffect, useRef, useState } from "react";
import { nextIndex, staggerFromLast } from "@/lib/rotating-index";
import { prefersReducedMotion } from "@/lib/motion";
import { springEasing } from "@/lib/spring";
import { clsx } from "clsx";

/** Spec §9: damping 30, stiffness 400. */
const SPRING = springEasing({ damping: 30, stiffness: 400 });

/**
 * A word that changes on an interval, its letters springing in one after another (Web Animations,
 * no library). It is decorative: the element is aria-hidden and the page gives screen readers the
 * whole phrase once. Under reduced motion it holds the first word.
 */
export function RotatingText({
  words,
  interval,
  joined = false,
  className,
}: {
  words: readonly string[];
  /** Milliseconds between words. */
  interval: number;
  /**
   * The script joins its letters (Arabic): the word springs in whole, since a letter in a box of
   * its own loses its joined form.
   */
  joined?: boolean;
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const holder = useRef<HTMLSpanElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = setInterval(
      () => setIndex((current) => nextIndex(current, words.length)),
      interval,
    );
    return () => clearInterval(timer);
  }, [interval, words.length]);

  // On every change after the first render, the new letters spring in from below.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const letters = Array.from(holder.current?.children ?? []);
    letters.forEach((letter, position) =>
      letter.animate(
        [
          { transform: "translateY(100%)", opacity: 0 },
          { transform: "none", opacity: 1 },
        ],
        {
          duration: SPRING.duration,
          easing: SPRING.easing,
          delay: staggerFromLast(position, letters.length) * 1000,
          fill: "backwards",
        },
      ),
    );
  }, [index]);

  return (
    <span
      aria-hidden="true"
      className={clsx("inline-flex overflow-hidden whitespace-pre", className)}
      ref={holder}
    >
      {(joined ? [words[index] ?? ""] : Array.from(words[index] ?? "")).map((letter, position) => (
        <span key={`${index}-${position}`} className="inline-block">
          {letter}
        </span>
      ))}
    </span>
  );
}
