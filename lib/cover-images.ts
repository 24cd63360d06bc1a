// An article's cover is a drawing (one SVG file) or a photo. A photo is published in four widths,
// each as AVIF and WebP, cut to the covers' 16:10: `/insights/{name}.avif` and `.webp` at its full
// width (the `src` the frontmatter names, with that width and height), and `/insights/{name}.{w}.avif`
// and `.webp` at each smaller width. The editor makes these files (Payload's image sizes, through
// sharp); the site checks they exist at build and offers them to the browser in `srcset`.

/** The widths a photo cover is published in, the largest last. */
export const COVER_WIDTHS = [480, 800, 1200, 1600] as const;
/** The smallest photo the editor takes: the largest width, at 16:10. */
export const COVER_MIN = { width: 1600, height: 1000 } as const;
export const COVER_FORMATS = ["avif", "webp"] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

/**
 * The Content-Security-Policy of every SVG the site, its preview and the editor serve (and the
 * guide's nginx, docs/nginx.conf): a drawing opened on its own runs, loads and navigates to nothing.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A cover as the frontmatter names it: a photo has its width and height. */
export type Cover = { src: string; width?: number; height?: number };

/** The editor's name for a photo's size at one width and format, e.g. `avif-800`. */
export const sizeName = (width: number, format: CoverFormat) => `${format}-${width}`;

export const isPhoto = (cover: Cover) => cover.src.endsWith(".webp");

/** The path of a photo cover at one width and format; the full width is the `src` itself. */
function coverFile(cover: Cover, width: number, format: CoverFormat) {
  const name = cover.src.replace(/\.webp$/, "");
  return width === cover.width ? `${name}.${format}` : `${name}.${width}.${format}`;
}

/** The widths a photo is published in: those below its own, and its own. */
const widths = (cover: Cover) => [
  ...COVER_WIDTHS.filter((width) => width < cover.width!),
  cover.width!,
];

/** A photo's `srcset` in one format. */
export const coverSrcSet = (cover: Cover, format: CoverFormat) =>
  widths(cover)
    .map((width) => `${coverFile(cover, width, format)} ${width}w`)
    .join(", ");

export type CoverVariant = { src: string; size?: { width: number; format: CoverFormat } };

/**
 * Every file of a cover under public/: a drawing's one, or a photo's, each with its width and
 * format (the editor's size of that name).
 */
export const coverVariants = (cover: Cover): CoverVariant[] =>
  isPhoto(cover)
    ? widths(cover).flatMap((width) =>
        COVER_FORMATS.map((format) => ({
          src: coverFile(cover, width, format),
          size: { width, format },
        })),
      )
    : [{ src: cover.src }];
