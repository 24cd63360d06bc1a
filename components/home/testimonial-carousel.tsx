"use client";

import type { AutoplayType } from "embla-carousel-autoplay";
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { cn } from "@/lib/cn";
import type CarouselEngine from "./carousel-engine";
import type { CarouselApi } from "./carousel-engine";

/**
 * The testimonials carousel, after the ARIA carousel pattern and WCAG 2.2.2: a Stop/Start button
 * first in its tab order, rotation paused while the pointer is over it and stopped for good once
 * focus enters, no rotation under reduced motion, and slides announced only while it is stopped.
 * The slides are server-rendered; the carousel engine loads once they near the screen. If it
 * cannot be loaded, the testimonials are shown as a plain list.
 */
export function TestimonialCarousel({ label, children }: { label: string; children: ReactNode }) {
  const slides = Children.toArray(children);
  const [engine, setEngine] = useState<{ api: CarouselApi; autoplay: AutoplayType }>();
  /** The visitor's choice (Stop/Start); rotation actually runs only while in view and not hovered. */
  const [playing, setPlaying] = useState(false);
  const [inView, setInView] = useState(false);
  const [Engine, setEngineComponent] =
    useState<ComponentType<Parameters<typeof CarouselEngine>[0]>>();
  const [failed, setFailed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [selected, setSelected] = useState(0);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const id = useId();
  const embla = engine?.api;
  const autoplay = engine?.autoplay;

  const onReady = useCallback((api: CarouselApi, autoplay: AutoplayType) => {
    setEngine({ api, autoplay });
    // Rotation starts only without reduced motion.
    setPlaying(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    const inViewObserver = new IntersectionObserver(([entry]) =>
      setInView(Boolean(entry?.isIntersecting)),
    );
    const nearObserver = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        nearObserver.disconnect();
        import("./carousel-engine").then(
          (module) => setEngineComponent(() => module.default),
          () => setFailed(true),
        );
      },
      { rootMargin: "100% 0px" },
    );
    inViewObserver.observe(element);
    nearObserver.observe(element);
    return () => {
      inViewObserver.disconnect();
      nearObserver.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!autoplay) return;
    if (playing && inView && !hovered) autoplay.play();
    else autoplay.stop();
  }, [autoplay, playing, inView, hovered]);

  const control =
    "flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card transition-colors hover:bg-surface";

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Focus inside the slides or on the arrows stops rotation; it does not restart by itself.
        if (event.target !== event.currentTarget.querySelector("[data-rotation]"))
          setPlaying(false);
      }}
    >
      <div className={cn("mb-6 flex items-center justify-end gap-3", failed && "hidden")}>
        <button
          type="button"
          data-rotation
          onClick={() => setPlaying(!playing)}
          aria-label={playing ? "Stop automatic slide show" : "Start automatic slide show"}
          className={control}
          disabled={!autoplay}
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            {playing ? (
              <path
                d="M5 3.5v9M11 3.5v9"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : (
              <path d="M5 3l8 5-8 5z" fill="currentColor" />
            )}
          </svg>
        </button>
        <ArrowButton
          label="Previous testimonial"
          path="M10 3L5 8l5 5"
          controls={id}
          className={control}
          onClick={() => embla?.scrollPrev()}
        />
        <ArrowButton
          label="Next testimonial"
          path="M6 3l5 5-5 5"
          controls={id}
          className={control}
          onClick={() => embla?.scrollNext()}
        />
      </div>
      {Engine && viewport && <Engine viewport={viewport} onReady={onReady} />}
      <div ref={setViewport} className="-mx-2 overflow-hidden py-2">
        <div
          id={id}
          aria-live={playing ? "off" : "polite"}
          className={cn("flex touch-pan-y", failed && "flex-wrap gap-y-4")}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-selected={index === selected || undefined}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 md:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function ArrowButton({
  label,
  path,
  controls,
  className,
  onClick,
}: {
  label: string;
  path: string;
  controls: string;
  className: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-controls={controls}
      aria-label={label}
      className={className}
    >
      <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
