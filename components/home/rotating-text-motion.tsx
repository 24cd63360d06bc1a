"use client";

import { useEffect, useRef, useState } from "react";
import { nextIndex, staggerFromLast } from "@/lib/rotating-index";
import { springEasing } from "@/lib/spring";
import { Letters, type RotatingTextProps } from "./rotating-text";

/** Spec §9: damping 30, stiffness 400. */
const SPRING = springEasing({ damping: 30, stiffness: 400 });

/**
 * The word changing on an interval, its letters springing in one after another (Web Animations, no
 * library); components/home/rotating-text.tsx loads it where the word is shown.
 */
export default function RotatingTextMotion({
  words,
  interval,
  joined,
  className,
}: RotatingTextProps) {
  const [index, setIndex] = useState(0);
  const holder = useRef<HTMLSpanElement>(null);
  const first = useRef(true);

  // Loaded only where motion is welcome (components/home/rotating-text.tsx).
  useEffect(() => {
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
    <Letters
      ref={holder}
      word={words[index] ?? ""}
      joined={joined}
      className={className}
      keyPrefix={index}
    />
  );
}
