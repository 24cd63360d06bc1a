"use client";

import { Suspense, useRef, type ReactNode, type Ref } from "react";
import { lazyPart } from "@/lib/lazy-part";
import { useInView } from "@/lib/use-in-view";

export const MAP_SIZE = { width: 800, height: 600 };

export type WorldMapProps = {
  countries: { code: string; name: string; marker?: readonly [number, number] }[];
  label: string;
  zoomLabels: { zoomIn: string; zoomOut: string };
};

// The drawing and its zoom and pan load with the map's data, when the section nears the viewport:
// no page pays for them on load. If they cannot load, the frame stays, as an empty map would.
const InteractiveWorldMap = lazyPart(
  async () => (await import("./world-map-interactive")).default,
  ({ label, zoomLabels }: WorldMapProps) => <MapFrame label={label} zoomLabels={zoomLabels} />,
  "The world map",
);

/** The world map: its frame at once, the map itself once the section is within 400 px of the screen. */
export function WorldMap(props: WorldMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const near = useInView(holder, { rootMargin: "400px 0px", once: true });
  const frame = <MapFrame label={props.label} zoomLabels={props.zoomLabels} />;
  return (
    <div ref={holder}>
      {near ? (
        <Suspense fallback={frame}>
          <InteractiveWorldMap {...props} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}

const button =
  "flex size-10 items-center justify-center rounded-full border border-line bg-canvas text-lg font-semibold text-ink shadow-card hover:bg-surface disabled:opacity-40";

/** The map's box and its zoom buttons, disabled until there is something to zoom. */
export function MapFrame({
  svgRef,
  label,
  zoomLabels,
  zoom = 1,
  onZoomIn,
  onZoomOut,
  children,
}: Pick<WorldMapProps, "label" | "zoomLabels"> & {
  svgRef?: Ref<SVGSVGElement>;
  zoom?: number;
  onZoomIn?: () => void;
  onZoomOut?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="relative">
      <svg
        ref={svgRef}
        viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
        width={MAP_SIZE.width}
        height={MAP_SIZE.height}
        role="img"
        aria-label={label}
        data-zoom={zoom.toFixed(2)}
        className="h-auto w-full touch-none select-none"
      >
        {children}
      </svg>
      <div className="absolute end-3 bottom-3 flex flex-col gap-2">
        <button
          type="button"
          className={button}
          aria-label={zoomLabels.zoomIn}
          disabled={!onZoomIn}
          onClick={onZoomIn}
        >
          +
        </button>
        <button
          type="button"
          className={button}
          aria-label={zoomLabels.zoomOut}
          disabled={!onZoomOut}
          onClick={onZoomOut}
        >
          −
        </button>
      </div>
    </div>
  );
}
