"use client";

import type { AutoplayType } from "embla-carousel-autoplay";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
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
import { clsx } from "clsx";
import { prefersReducedMotion } from "@/lib/motion";
import { useInView } from "@/lib/use-in-view";
import type { UiCopy } from "@/content/ui";
import type CarouselEngine from "./carousel-engine";
import type { CarouselApi } from "./carousel-engine";

/**
 * The testimonials carousel, after the ARIA carousel pattern and WCAG 2.2.2: a Stop/Start button
 * first in its tab order, rotation paused while the pointer is over it and stopped for good once
 * focus enters, no rotation under reduced motion, and slides announced only while it is stopped.
 * The slides are server-rendered; the carousel engine loads once they near the screen. If it
 * cannot be loaded, the testimonials are shown as a plain list.
 */
type Labels = Omit<UiCopy["home"]["testimonials"], "quotes">;

export function TestimonialCarousel({ labels, children }: { labels: Labels; children: ReactNode }) {
  const slides = Children.toArray(children);
  const [engine, setEngine] = useState<{ api: CarouselApi; autoplay: AutoplayType }>();
  /** The visitor's choice (Stop/Start); rotation actually runs only while in view and not hovered. */
  const [playing, setPlaying] = useState(false);
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
    setPlaying(!prefersReducedMotion());
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  const inView = useInView(rootRef);
  const near = useInView(rootRef, { rootMargin: "100% 0px", once: true });
  useEffect(() => {
    if (!near) return;
    import("./carousel-engine").then(
      (module) => setEngineComponent(() => module.default),
      () => setFailed(true),
    );
  }, [near]);

  useEffect(() => {
    if (!autoplay) return;
    if (playing && inView && !hovered) autoplay.play();
    else autoplay.stop();
  }, [autoplay, playing, inView, hovered]);

  const control =
    "flex size-11 items-center justify-center rounded-full border border-line bg-canvas text-ink shadow-card transition-colors hover:bg-surface";

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={labels.label}
      // A pointer resting over the slides pauses them. A touch is no hover: a tap also fires
      // mouseenter, and no mouseleave follows until the visitor taps elsewhere.
      onPointerEnter={(event) => setHovered(event.pointerType !== "touch")}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Focus inside the slides or on the arrows stops rotation; it does not restart by itself.
        if (event.target !== event.currentTarget.querySelector("[data-rotation]"))
          setPlaying(false);
      }}
    >
      <div className={clsx("mb-6 items-center justify-end gap-3", failed ? "hidden" : "flex")}>
        <button
          type="button"
          data-rotation
          onClick={() => setPlaying(!playing)}
          aria-label={playing ? labels.stop : labels.start}
          className={control}
          disabled={!autoplay}
        >
          {playing ? (
            <Pause className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollPrev()}
          aria-controls={id}
          aria-label={labels.previous}
          className={control}
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollNext()}
          aria-controls={id}
          aria-label={labels.next}
          className={control}
        >
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
      {Engine && viewport && <Engine viewport={viewport} onReady={onReady} />}
      <div ref={setViewport} className="-mx-2 overflow-hidden py-2">
        <div
          id={id}
          aria-live={playing ? "off" : "polite"}
          className={clsx("flex touch-pan-y", failed && "flex-wrap gap-y-4")}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide
                .replace("{index}", String(index + 1))
                .replace("{count}", String(slides.length))}
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
