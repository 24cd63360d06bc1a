import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * An SVG illustration from /public/illustrations, with width and height set so nothing shifts.
 * A first-screen image (`priority`) arrives inside the HTML as a data URI, so it paints with the
 * text instead of waiting for a request of its own; the others load lazily from their files.
 */
export function Illustration({
  name,
  alt,
  width,
  height,
  className = "",
  priority = false,
}: {
  name: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  const src = priority ? inlined(name) : `/illustrations/${name}.svg`;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVGs need no resizing; next/image would only add script and a redirect
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      className={`h-auto w-full ${className}`}
    />
  );
}

const cache = new Map<string, string>();
function inlined(name: string) {
  let uri = cache.get(name);
  if (!uri) {
    const svg = readFileSync(join(process.cwd(), "public/illustrations", `${name}.svg`), "utf8");
    uri = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
    cache.set(name, uri);
  }
  return uri;
}
