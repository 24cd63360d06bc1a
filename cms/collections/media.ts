import type {
  CollectionBeforeOperationHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
} from "payload";
import { COVER_FORMATS, COVER_MIN, COVER_WIDTHS, sizeName } from "../../lib/cover-images";
import { mediaOfDrafts, notInAnArticle, signedIn, signedInOrPreview } from "../access";
import { Refusal } from "../errors";
import { plainTextOnly } from "../fields";
import { MEDIA_DIR } from "../settings";
import { svgProblems } from "../svg";

/**
 * A photo is cut to the covers' 16:10 at every width the site offers, so it must have the largest
 * one: said before it is stored, rather than published blurred.
 */
const largeEnough: CollectionBeforeValidateHook = ({ data, req }) => {
  const { width, height, mimeType } = (data ?? {}) as {
    width?: number;
    height?: number;
    mimeType?: string;
  };
  if (!req.file || mimeType === "image/svg+xml" || width === undefined || height === undefined)
    return data;
  if (width < COVER_MIN.width || height < COVER_MIN.height)
    throw new Refusal(req, 400, {
      en: `This photo is ${width} × ${height} pixels; a cover needs at least ${COVER_MIN.width} × ${COVER_MIN.height} (a photo from any phone or camera is larger).`,
      ar: `أبعاد هذه الصورة ${width} × ${height} بكسل، ويلزم الغلاف ${COVER_MIN.width} × ${COVER_MIN.height} على الأقل (صور أي هاتف أو كاميرا أكبر من ذلك).`,
    });
  return data;
};

/**
 * A drawing is published as it is uploaded, so it holds only what a drawing needs: the upload is
 * refused, naming what else it holds (cms/svg.ts), rather than cleaned behind the person's back.
 * Before Payload's own look at the file, whose refusal names no reason.
 */
const safeDrawing: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.file?.mimetype !== "image/svg+xml") return args;
  const problems = svgProblems(req.file.data.toString("utf8"));
  if (problems.length > 0) {
    const shown = problems.slice(0, 3).join(", ") + (problems.length > 3 ? ", …" : "");
    throw new Refusal(req, 400, {
      en: `Not uploaded: this drawing holds what the site does not publish (${shown}). Export it again as a plain SVG: shapes and text only, no scripts, links, web pages or images from elsewhere.`,
      ar: `لم يُرفع: يحوي هذا الرسم ما لا ينشره الموقع (${shown}). صدِّره من جديد ملف SVG بسيطًا: أشكال ونصوص فقط، بلا نصوص برمجية أو روابط أو صفحات ويب أو صور من مواقع أخرى.`,
    });
  }
  return args;
};

/**
 * Images, kept in MEDIA_DIR (CMS_DATA_DIR/media) with their description (alt text) in both languages.
 * A drawing (SVG) is published as it is, once it holds only a drawing (safeDrawing). A photo
 * (JPEG, PNG, WebP or AVIF) is cut to 16:10 around its focal point at every width the site offers,
 * as AVIF and WebP (sharp), without its metadata (a phone's location stays in the editor); the
 * original is never published. An author changes and deletes only images no published article
 * shows, and nobody deletes an article's cover (cms/access.ts).
 */
export const Media: CollectionConfig = {
  slug: "media",
  labels: { singular: { en: "Image", ar: "صورة" }, plural: { en: "Media", ar: "الوسائط" } },
  // The preview instance reads a draft's cover too.
  access: {
    read: signedInOrPreview,
    create: signedIn,
    update: mediaOfDrafts,
    delete: mediaOfDrafts,
  },
  hooks: {
    beforeOperation: [safeDrawing],
    beforeValidate: [largeEnough],
    beforeChange: [plainTextOnly],
    beforeDelete: [notInAnArticle],
  },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: ["image/svg+xml", "image/jpeg", "image/png", "image/webp", "image/avif"],
    adminThumbnail: ({ doc }) => {
      const sizes = doc.sizes as Record<string, { url?: string | null }> | undefined;
      return sizes?.[sizeName(COVER_WIDTHS[0], "webp")]?.url ?? (doc.url as string | null);
    },
    imageSizes: COVER_WIDTHS.flatMap((width) =>
      COVER_FORMATS.map((format) => ({
        name: sizeName(width, format),
        width,
        height: (width * COVER_MIN.height) / COVER_MIN.width,
        formatOptions: { format, options: { quality: format === "avif" ? 55 : 78 } },
        admin: { disableListColumn: true, disableListFilter: true, disableGroupBy: true },
      })),
    ),
  },
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
