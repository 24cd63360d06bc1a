"use client";

import { useEffect, useImperativeHandle, useReducer, useRef, type Ref } from "react";
import {
  rotatingIndex,
  splitText,
  staggerFromLast,
  type RotatingAction,
} from "@/lib/rotating-index";
import { springEasing } from "@/lib/spring";

export type RotatingTextHandle = {
  next: () => void;
  previous: () => void;
  jumpTo: (index: number) => void;
  reset: () => void;
};

type Props = {
  words: readonly string[];
  /** Milliseconds between words; the spec's component default is 2000. */
  interval?: number;
  loop?: boolean;
  auto?: boolean;
  splitBy?: "characters" | "words" | "lines" | (string & {});
  /** Seconds between parts, counted from the last one. */
  stagger?: number;
  onChange?: (index: number) => void;
  className?: string;
  ref?: Ref<RotatingTextHandle>;
};

/** Spec §9: damping 30, stiffness 400. */
const SPRING = springEasing({ damping: 30, stiffness: 400 });

/**
 * A word that changes on an interval, its letters springing in one after another (Web Animations,
 * no library). It is decorative: the element is aria-hidden and the page gives screen readers the
 * whole phrase once. Under reduced motion it holds the first word.
 */
export function RotatingText({
  words,
  interval = 2000,
  loop = true,
  auto = true,
  splitBy = "characters",
  stagger = 0.025,
  onChange,
  className,
  ref,
}: Props) {
  const [index, dispatch] = useReducer(
    (state: number, action: RotatingAction) =>
      rotatingIndex(state, action, { count: words.length, loop }),
    0,
  );
  const holder = useRef<HTMLSpanElement>(null);
  const changed = useRef(onChange);
  const first = useRef(true);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    next: () => dispatch({ type: "next" }),
    previous: () => dispatch({ type: "previous" }),
    jumpTo: (target: number) => dispatch({ type: "jump", index: target }),
    reset: () => dispatch({ type: "reset" }),
  }));

  useEffect(() => {
    if (!auto || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => dispatch({ type: "next" }), interval);
    return () => clearInterval(timer);
  }, [auto, interval]);

  // On every change after the first render: notify, and spring the new letters in from below.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    changed.current?.(index);
    const parts = Array.from(holder.current?.children ?? []);
    parts.forEach((part, partIndex) =>
      part.animate(
        [
          { transform: "translateY(100%)", opacity: 0 },
          { transform: "none", opacity: 1 },
        ],
        {
          duration: SPRING.duration,
          easing: SPRING.easing,
          delay: staggerFromLast(partIndex, parts.length, stagger) * 1000,
          fill: "backwards",
        },
      ),
    );
  }, [index, stagger]);

  const word = words[index] ?? "";
  return (
    <span
      aria-hidden="true"
      className={`inline-flex overflow-hidden whitespace-pre ${className ?? ""}`}
      ref={holder}
    >
      {splitText(word, splitBy).map((part, partIndex) => (
        <span key={`${index}-${partIndex}`} className="inline-block">
          {part}
        </span>
      ))}
    </span>
  );
}
