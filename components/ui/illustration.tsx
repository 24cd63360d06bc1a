import { clsx } from "clsx";

/** An SVG illustration from /public/illustrations, served as drawn; width and height are set so nothing shifts. */
export function Illustration({
  name,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  name: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The first screen's image loads eagerly; the others lazily. */
  priority?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVGs need no resizing; next/image would only add script and a redirect
    <img
      src={`/illustrations/${name}.svg`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={clsx("h-auto w-full", className)}
    />
  );
}
