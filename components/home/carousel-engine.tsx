"use client";

import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Spec §9: a slide every 800 ms; 3 slides centred, 1 below 768 px. Embla's duration is unitless:
 * 25 brings a slide to rest (within 1 px) in about 1000 ms, the spec's transition, as
 * tests/e2e/home.test.ts measures in Chromium.
 */
const CAROUSEL = { delay: 800, duration: 25, breakpoint: 768 } as const;

/**
 * Embla and its autoplay plugin on the carousel's viewport. The carousel loads this module only
 * when it nears the screen, so neither the code nor the slide measuring costs the first load.
 */
export default function CarouselEngine({
  viewport,
  onReady,
}: {
  viewport: HTMLElement;
  onReady: (api: CarouselApi, autoplay: AutoplayType) => void;
}) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: CAROUSEL.delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [attach, api] = useEmblaCarousel(
    {
      loop: true,
      align: "start",
      // Slides run towards the end of the line: right to left on Arabic pages.
      direction: getComputedStyle(viewport).direction === "rtl" ? "rtl" : "ltr",
      duration: CAROUSEL.duration,
      breakpoints: { [`(min-width: ${CAROUSEL.breakpoint}px)`]: { align: "center" } },
    },
    [autoplay],
  );

  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => {
    if (api) onReady(api, autoplay);
  }, [api, autoplay, onReady]);

  return null;
}
