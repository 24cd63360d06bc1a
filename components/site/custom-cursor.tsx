"use client";

import { useEffect, useRef } from "react";

/**
 * A soft ring that trails the mouse on fine pointers. The native cursor stays;
 * nothing shows for touch, for keyboard users, or under reduced motion.
 */
export function CustomCursor() {
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ring = ringRef.current;
    if (!ring) return;
    const query = window.matchMedia("(pointer: fine) and (prefers-reduced-motion: no-preference)");
    let frame = 0;
    let x = 0;
    let y = 0;

    const render = () => {
      ring.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      frame = 0;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || !query.matches) return;
      x = event.clientX;
      y = event.clientY;
      ring.dataset.active = "true";
      if (!frame) frame = requestAnimationFrame(render);
    };
    const hide = () => delete ring.dataset.active;

    window.addEventListener("pointermove", onMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", hide);
    query.addEventListener("change", hide);
    return () => {
      window.removeEventListener("pointermove", onMove);
      document.documentElement.removeEventListener("pointerleave", hide);
      query.removeEventListener("change", hide);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      ref={ringRef}
      aria-hidden="true"
      data-testid="custom-cursor"
      className="pointer-events-none fixed top-0 left-0 z-[101] -mt-4 -ml-4 size-8 rounded-full border-2 border-brand-600/60 opacity-0 transition-opacity duration-200 data-[active=true]:opacity-100"
    />
  );
}
