import type { CollectionConfig } from "payload";
import { signedIn } from "../access";
import { MEDIA_DIR } from "../settings";

/**
 * Images, kept in MEDIA_DIR (cms/data/media) with their description (alt text) in both languages. The site's
 * covers are drawings (SVG), so that is what the editor takes.
 */
export const Media: CollectionConfig = {
  slug: "media",
  labels: { singular: { en: "Image", ar: "صورة" }, plural: { en: "Media", ar: "الوسائط" } },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  upload: { staticDir: MEDIA_DIR, mimeTypes: ["image/svg+xml"] },
  fields: [
    {
      name: "alt",
      type: "text",
      label: { en: "Description", ar: "وصف الصورة" },
      localized: true,
      required: true,
      minLength: 10,
      admin: {
        description: {
          en: "What the image shows, for those who cannot see it.",
          ar: "ما تُظهره الصورة، لمن لا يستطيع رؤيتها.",
        },
      },
    },
  ],
};
