import { coverSrcSet, isPhoto, type Cover } from "@/lib/cover-images";

/**
 * An article's cover. A drawing is one SVG, which needs no resizing (as Illustration); a photo is
 * offered in every published width, AVIF first and WebP otherwise, for the browser to pick by
 * `sizes`.
 */
export function CoverImage({
  cover,
  alt,
  sizes,
  priority = false,
  className,
}: {
  cover: Cover;
  alt: string;
  /** How wide the cover is drawn, for a photo's `srcset`. */
  sizes: string;
  /** On the first screen: loads at once. */
  priority?: boolean;
  className: string;
}) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- the files are made once, at publish
    <img
      src={cover.src}
      srcSet={isPhoto(cover) ? coverSrcSet(cover, "webp") : undefined}
      sizes={isPhoto(cover) ? sizes : undefined}
      alt={alt}
      width={cover.width ?? 800}
      height={cover.height ?? 500}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!isPhoto(cover)) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={coverSrcSet(cover, "avif")} sizes={sizes} />
      {image}
    </picture>
  );
}
