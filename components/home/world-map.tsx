"use client";

import { clsx } from "clsx";
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from "lucide-react";
import { Suspense, useRef, type ReactNode, type Ref } from "react";
import type { UiCopy } from "@/content/ui";
import { lazyPart } from "@/lib/lazy-part";
import { useInView } from "@/lib/use-in-view";

export const MAP_SIZE = { width: 800, height: 600 };

export type WorldMapProps = {
  countries: { code: string; name: string; marker?: readonly [number, number] }[];
  label: string;
  controls: UiCopy["home"]["mapControls"];
};

/** What the map's buttons and keys do. */
export type MapAction = "zoomIn" | "zoomOut" | "panLeft" | "panRight" | "panUp" | "panDown";

// The drawing and its zoom and pan load with the map's data, when the section nears the viewport:
// no page pays for them on load. If they cannot load, the frame stays, as an empty map would.
const InteractiveWorldMap = lazyPart(
  async () => (await import("./world-map-interactive")).default,
  ({ label, controls }: WorldMapProps) => <MapFrame label={label} controls={controls} />,
  "The world map",
);

/** The world map: its frame at once, the map itself once the section is within 400 px of the screen. */
export function WorldMap(props: WorldMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const near = useInView(holder, { rootMargin: "400px 0px", once: true });
  const frame = <MapFrame label={props.label} controls={props.controls} />;
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
  "flex size-10 items-center justify-center rounded-full border border-line bg-canvas text-lg font-semibold text-ink shadow-card hover:bg-surface aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-canvas";

/** The keys that act on the map while one of its buttons has focus. */
const KEYS: Record<string, MapAction> = {
  ArrowLeft: "panLeft",
  ArrowRight: "panRight",
  ArrowUp: "panUp",
  ArrowDown: "panDown",
  "+": "zoomIn",
  "=": "zoomIn",
  "-": "zoomOut",
};

const BUTTONS: { action: MapAction; icon: ReactNode }[][] = [
  [
    { action: "zoomIn", icon: "+" },
    { action: "zoomOut", icon: "−" },
  ],
  [
    { action: "panLeft", icon: <ChevronLeft className="size-5" aria-hidden="true" /> },
    { action: "panUp", icon: <ChevronUp className="size-5" aria-hidden="true" /> },
    { action: "panDown", icon: <ChevronDown className="size-5" aria-hidden="true" /> },
    { action: "panRight", icon: <ChevronRight className="size-5" aria-hidden="true" /> },
  ],
];

/**
 * The map's box and its buttons, each available only while it can act (`actions`): zoom up to the
 * limits, pan while zoomed until the drawing's edge meets the frame's. An unavailable button stays
 * focusable and says so (aria-disabled), so focus stays where it was when a button reaches its
 * limit. The arrow keys pan, and + and − zoom, while a button has focus. The pan buttons keep
 * their places on right-to-left pages: they point at the map's directions.
 */
export function MapFrame({
  svgRef,
  label,
  controls,
  zoom = 1,
  actions = {},
  children,
}: Pick<WorldMapProps, "label" | "controls"> & {
  svgRef?: Ref<SVGSVGElement>;
  zoom?: number;
  actions?: Partial<Record<MapAction, () => void>>;
  children?: ReactNode;
}) {
  return (
    <div>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
        width={MAP_SIZE.width}
        height={MAP_SIZE.height}
        role="img"
        aria-label={label}
        data-zoom={zoom.toFixed(2)}
        // Unzoomed, a swipe or a pinch that starts on the map scrolls or zooms the page, as on a
        // picture; zoomed, one finger pans the map and two zoom it.
        className={clsx(
          "h-auto w-full select-none",
          zoom > 1 ? "touch-none" : "touch-manipulation",
        )}
      >
        {children}
      </svg>
      <div
        role="group"
        aria-label={controls.group}
        className="mt-3 flex flex-wrap justify-end gap-4"
        onKeyDown={(event) => {
          const action = KEYS[event.key];
          if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
          // While zoomed the arrows belong to the map, also at its edges; unzoomed, they scroll the page.
          if (action.startsWith("pan") && zoom === 1) return;
          event.preventDefault();
          actions[action]?.();
        }}
      >
        {BUTTONS.map((row, index) => (
          <div key={index} dir="ltr" className="flex gap-2">
            {row.map(({ action, icon }) => (
              <button
                key={action}
                type="button"
                className={button}
                aria-label={controls[action]}
                aria-disabled={!actions[action]}
                onClick={actions[action]}
              >
                {icon}
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
