"use client";

import { useEffect, useState } from "react";
import { prefersReducedMotion } from "@/lib/motion";

type Effects = { ClickSpark: () => React.ReactNode; CustomCursor: () => React.ReactNode };

/**
 * The click sparks and the cursor ring: decoration for a pointer, so their code loads with the
 * first pointer movement or press, not with the page, and never under reduced motion.
 */
export function PointerEffects() {
  const [effects, setEffects] = useState<Effects>();

  useEffect(() => {
    const start = () => {
      stop();
      if (prefersReducedMotion()) return;
      Promise.all([import("./click-spark"), import("./custom-cursor")]).then(
        ([{ ClickSpark }, { CustomCursor }]) => setEffects({ ClickSpark, CustomCursor }),
        () => {}, // decoration only: a failed download leaves the page as it is
      );
    };
    const stop = () => {
      window.removeEventListener("pointermove", start);
      window.removeEventListener("pointerdown", start);
    };
    window.addEventListener("pointermove", start, { passive: true });
    window.addEventListener("pointerdown", start, { passive: true });
    return stop;
  }, []);

  if (!effects) return null;
  return (
    <>
      <effects.ClickSpark />
      <effects.CustomCursor />
    </>
  );
}
