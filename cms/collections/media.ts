import type { CollectionConfig } from "payload";
import { signedIn } from "../access";

/**
 * Images for articles and pages: kept under data/media, with alt text in both languages and the
 * sizes the site's srcset offers, in WebP and AVIF (sharp).
 */
export const Media: CollectionConfig = {
  slug: "media",
  labels: { singular: { en: "Image", ar: "صورة" }, plural: { en: "Media", ar: "الوسائط" } },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  upload: {
    staticDir: "data/media",
    mimeTypes: ["image/png", "image/jpeg", "image/webp", "image/avif", "image/svg+xml"],
    imageSizes: [480, 960, 1440].flatMap((width) => [
      {
        name: `w${width}-webp`,
        width,
        formatOptions: { format: "webp", options: { quality: 80 } },
      },
      {
        name: `w${width}-avif`,
        width,
        formatOptions: { format: "avif", options: { quality: 60 } },
      },
    ]),
    adminThumbnail: "w480-webp",
  },
  fields: [{ name: "alt", type: "text", localized: true, required: true }],
};
