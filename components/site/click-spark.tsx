"use client";

import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "@/lib/motion";

const SPARK = {
  color: "#BF202F",
  count: 8,
  size: 10,
  radius: 15,
  duration: 400,
  resizeDebounce: 100,
} as const;

const easeOut = (t: number) => t * (2 - t);

type Spark = { x: number; y: number; angle: number; start: number };

/** Eight short lines burst from every click; the canvas never takes pointer events. */
export function ClickSpark() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The drawing surface is made on the first click, not while the page hydrates.
    let context: CanvasRenderingContext2D | null = null;
    let sparks: Spark[] = [];
    let frame = 0;
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;

    const resize = () => {
      if (!context) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = window.innerWidth * ratio;
      canvas.height = window.innerHeight * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(resize, SPARK.resizeDebounce);
    };

    const draw = (now: number) => {
      if (!context) return;
      context.clearRect(0, 0, window.innerWidth, window.innerHeight);
      sparks = sparks.filter((spark) => now - spark.start < SPARK.duration);
      context.strokeStyle = SPARK.color;
      context.lineWidth = 2;
      for (const spark of sparks) {
        const eased = easeOut((now - spark.start) / SPARK.duration);
        const distance = eased * SPARK.radius;
        const length = SPARK.size * (1 - eased);
        const x1 = spark.x + distance * Math.cos(spark.angle);
        const y1 = spark.y + distance * Math.sin(spark.angle);
        context.beginPath();
        context.moveTo(x1, y1);
        context.lineTo(x1 + length * Math.cos(spark.angle), y1 + length * Math.sin(spark.angle));
        context.stroke();
      }
      frame = sparks.length ? requestAnimationFrame(draw) : 0;
    };

    const onClick = (event: MouseEvent) => {
      if (prefersReducedMotion() || event.detail === 0) return; // no sparks under reduced motion or for keyboard "clicks"
      if (!context) {
        context = canvas.getContext("2d");
        resize();
      }
      const start = performance.now();
      for (let i = 0; i < SPARK.count; i++) {
        sparks.push({
          x: event.clientX,
          y: event.clientY,
          angle: (2 * Math.PI * i) / SPARK.count,
          start,
        });
      }
      if (!frame) frame = requestAnimationFrame(draw);
    };

    window.addEventListener("resize", onResize);
    document.addEventListener("click", onClick, { passive: true });
    return () => {
      window.removeEventListener("resize", onResize);
      document.removeEventListener("click", onClick);
      cancelAnimationFrame(frame);
      clearTimeout(resizeTimer);
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="click-spark"
      className="pointer-events-none fixed inset-0 z-[100] h-full w-full"
    />
  );
}
