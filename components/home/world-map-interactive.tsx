"use client";

import clsx from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { MAP_SIZE, MapFrame, type MapAction, type WorldMapProps } from "./world-map";

type Shapes = {
  paths: { id: string; d: string }[];
  markers: { code: string; x: number; y: number }[];
};

const ZOOM = { min: 1, max: 8, step: 1.5 };
/** How far a pan button or arrow key moves the view, in map units (an eighth of the frame's width). */
const PAN_STEP = 100;

type View = { zoom: number; x: number; y: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const clampZoom = (zoom: number) => clamp(zoom, ZOOM.min, ZOOM.max);
/** How far the drawing may move: its edges never come inside the frame's. */
const limits = (zoom: number) => ({
  x: MAP_SIZE.width * (1 - zoom),
  y: MAP_SIZE.height * (1 - zoom),
});
const clampView = ({ zoom, x, y }: View): View => {
  const { x: minX, y: minY } = limits(zoom);
  return { zoom, x: clamp(x, minX, 0), y: clamp(y, minY, 0) };
};

/** Loads the map data and projects it; d3-geo and topojson-client load with it, only when needed. */
async function loadShapes(countries: WorldMapProps["countries"]): Promise<Shapes> {
  const [{ geoNaturalEarth1, geoPath }, { feature }, response] = await Promise.all([
    import("d3-geo"),
    import("topojson-client"),
    fetch("/map/world.json"),
  ]);
  if (!response.ok) throw new Error(`map data: HTTP ${response.status}`);
  const topology = await response.json();
  const collection = feature(
    topology,
    topology.objects.countries,
  ) as unknown as GeoJSON.FeatureCollection;
  const projection = geoNaturalEarth1().fitExtent(
    [
      [8, 8],
      [MAP_SIZE.width - 8, MAP_SIZE.height - 8],
    ],
    { type: "Sphere" },
  );
  const path = geoPath(projection);
  return {
    paths: collection.features.map((shape) => ({ id: String(shape.id), d: path(shape) ?? "" })),
    markers: countries.flatMap((country) => {
      const point = country.marker && projection([country.marker[0], country.marker[1]]);
      return point ? [{ code: country.code, x: point[0], y: point[1] }] : [];
    }),
  };
}

/**
 * The map drawn, with the countries we serve in brand red (components/home/world-map.tsx loads it
 * when the section nears the viewport): zoom 1-8 with the wheel, the buttons or + and −, or a pinch
 * once zoomed; pan when zoomed by dragging, with the pan buttons or the arrow keys, never past the
 * frame's edges.
 */
export default function InteractiveWorldMap({ countries, label, controls }: WorldMapProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [shapes, setShapes] = useState<Shapes | null>(null);
  const [view, setView] = useState<View>({ zoom: 1, x: 0, y: 0 });
  const zoomRef = useRef(1);
  useEffect(() => {
    zoomRef.current = view.zoom;
  }, [view.zoom]);
  const highlighted = new Set(countries.map((country) => country.code));

  useEffect(() => {
    loadShapes(countries)
      .then(setShapes)
      .catch((error) => console.error("The world map could not be loaded:", error));
  }, [countries]);

  /** Zooms around a point given in map coordinates, keeping it where it is on screen. */
  const zoomAt = useCallback(
    (factor: number, cx = MAP_SIZE.width / 2, cy = MAP_SIZE.height / 2) =>
      setView((current) => {
        const zoom = clampZoom(current.zoom * factor);
        const scale = zoom / current.zoom;
        return clampView({
          zoom,
          x: cx - (cx - current.x) * scale,
          y: cy - (cy - current.y) * scale,
        });
      }),
    [],
  );
  /** Moves the drawing by (dx, dy) map units, as far as the frame allows. */
  const pan = useCallback(
    (dx: number, dy: number) =>
      setView((current) => clampView({ ...current, x: current.x + dx, y: current.y + dy })),
    [],
  );

  // Wheel and pinch zoom, drag to pan. Wheel only captures the page scroll while it changes the zoom.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !shapes) return;
    const toMap = (clientX: number, clientY: number) => {
      const box = svg.getBoundingClientRect();
      return [
        ((clientX - box.left) / box.width) * MAP_SIZE.width,
        ((clientY - box.top) / box.height) * MAP_SIZE.height,
      ] as const;
    };
    const onWheel = (event: WheelEvent) => {
      const factor = event.deltaY < 0 ? 1.25 : 0.8;
      const next = clampZoom(zoomRef.current * factor);
      if (next === zoomRef.current) return;
      event.preventDefault();
      zoomAt(factor, ...toMap(event.clientX, event.clientY));
    };
    const pointers = new Map<number, { x: number; y: number }>();
    let pinch = 0;
    const onDown = (event: PointerEvent) => {
      svg.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    };
    const onMove = (event: PointerEvent) => {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const box = svg.getBoundingClientRect();
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()] as [
          { x: number; y: number },
          { x: number; y: number },
        ];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinch) zoomAt(distance / pinch, ...toMap((a.x + b.x) / 2, (a.y + b.y) / 2));
        pinch = distance;
        return;
      }
      const dx = ((event.clientX - last.x) / box.width) * MAP_SIZE.width;
      const dy = ((event.clientY - last.y) / box.height) * MAP_SIZE.height;
      pan(dx, dy);
    };
    const onUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = 0;
    };
    const unsubscribe = () => {
      svg.removeEventListener("wheel", onWheel);
      svg.removeEventListener("pointerdown", onDown);
      svg.removeEventListener("pointermove", onMove);
      svg.removeEventListener("pointerup", onUp);
      svg.removeEventListener("pointercancel", onUp);
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    svg.addEventListener("pointerdown", onDown);
    svg.addEventListener("pointermove", onMove);
    svg.addEventListener("pointerup", onUp);
    svg.addEventListener("pointercancel", onUp);
    return unsubscribe;
  }, [shapes, zoomAt, pan]);

  return (
    <MapFrame
      svgRef={svgRef}
      label={label}
      controls={controls}
      zoom={view.zoom}
      actions={shapes ? availableActions(view, zoomAt, pan) : undefined}
    >
      <g transform={`translate(${view.x} ${view.y}) scale(${view.zoom})`}>
        {shapes?.paths.map((shape) => (
          <path
            key={shape.id + shape.d.length}
            d={shape.d}
            data-country={shape.id}
            className={clsx(
              "stroke-canvas",
              highlighted.has(shape.id) ? "fill-brand-600" : "fill-land",
            )}
            strokeWidth={0.5 / view.zoom}
          />
        ))}
        {shapes?.markers.map((marker) => (
          <circle
            key={marker.code}
            data-country={marker.code}
            cx={marker.x}
            cy={marker.y}
            r={4 / view.zoom}
            className="fill-brand-600 stroke-canvas"
            strokeWidth={1 / view.zoom}
          />
        ))}
      </g>
    </MapFrame>
  );
}

/** The buttons that can act on this view: zoom within its limits, pan until an edge meets the frame's. */
function availableActions(
  { zoom, x, y }: View,
  zoomAt: (factor: number) => void,
  pan: (dx: number, dy: number) => void,
): Partial<Record<MapAction, () => void>> {
  const { x: minX, y: minY } = limits(zoom);
  const can = (condition: boolean, action: () => void) => (condition ? action : undefined);
  return {
    zoomIn: can(zoom < ZOOM.max, () => zoomAt(ZOOM.step)),
    zoomOut: can(zoom > ZOOM.min, () => zoomAt(1 / ZOOM.step)),
    // "Left" shows what lies to the west: the drawing moves right.
    panLeft: can(x < 0, () => pan(PAN_STEP, 0)),
    panRight: can(x > minX, () => pan(-PAN_STEP, 0)),
    panUp: can(y < 0, () => pan(0, PAN_STEP)),
    panDown: can(y > minY, () => pan(0, -PAN_STEP)),
  };
}
