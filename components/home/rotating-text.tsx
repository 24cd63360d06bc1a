"use client";

import { AnimatePresence, LazyMotion, m } from "motion/react";
import { useCallback, useEffect, useImperativeHandle, useReducer, useRef, type Ref } from "react";
import {
  rotatingIndex,
  splitText,
  staggerFromLast,
  type RotatingAction,
} from "@/lib/rotating-index";

// The animation features load after hydration, so the first screen never waits for them.
const loadFeatures = () => import("./motion-features").then((module) => module.default);

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
  stagger?: number;
  onChange?: (index: number) => void;
  className?: string;
  ref?: Ref<RotatingTextHandle>;
};

const spring = { type: "spring", damping: 30, stiffness: 400 } as const;

/**
 * A word that changes on an interval, its letters entering one after another with a spring.
 * It is decorative: the element carries aria-hidden and the page gives screen readers the whole
 * phrase once. Under reduced motion it holds the first word.
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
  const options = { count: words.length, loop };
  // `moved` turns true on the first change: until then the word renders as plain text, with no
  // inline styles in the prerendered HTML (which the CSP would refuse).
  const [{ index, moved }, dispatch] = useReducer(
    (state: { index: number; moved: boolean }, action: RotatingAction) => ({
      index: rotatingIndex(state.index, action, options),
      moved: true,
    }),
    { index: 0, moved: false },
  );
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    changed.current?.(index);
  }, [index]);

  const next = useCallback(() => dispatch({ type: "next" }), []);
  useImperativeHandle(ref, () => ({
    next,
    previous: () => dispatch({ type: "previous" }),
    jumpTo: (target: number) => dispatch({ type: "jump", index: target }),
    reset: () => dispatch({ type: "reset" }),
  }));

  useEffect(() => {
    if (!auto || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(next, interval);
    return () => clearInterval(timer);
  }, [auto, interval, next]);

  const word = words[index] ?? "";
  if (!moved) {
    return (
      <span
        aria-hidden="true"
        className={`relative inline-flex overflow-hidden ${className ?? ""}`}
      >
        <span className="inline-flex whitespace-pre">{word}</span>
      </span>
    );
  }
  const parts = splitText(word, splitBy);
  return (
    <LazyMotion features={loadFeatures} strict>
      <span
        aria-hidden="true"
        className={`relative inline-flex overflow-hidden ${className ?? ""}`}
      >
        <AnimatePresence mode="popLayout" initial={false}>
          <m.span
            key={index}
            className="inline-flex whitespace-pre"
            exit={{ y: "-120%", opacity: 0 }}
            transition={spring}
          >
            {parts.map((part, partIndex) => (
              <m.span
                key={partIndex}
                className="inline-block"
                initial={{ y: "100%", opacity: 0 }}
                animate={{ y: 0, opacity: 1 }}
                transition={{ ...spring, delay: staggerFromLast(partIndex, parts.length, stagger) }}
              >
                {part}
              </m.span>
            ))}
          </m.span>
        </AnimatePresence>
      </span>
    </LazyMotion>
  );
}
