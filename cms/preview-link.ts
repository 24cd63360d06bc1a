import type { PayloadRequest } from "payload";
import { previewToken } from "../lib/preview-token";
import { settings } from "./settings";

/**
 * The admin's Preview button, where PREVIEW_URL is set: it opens `path` (an English path, or a
 * section of one) on the site's preview instance, in the language being edited, through its
 * /preview route, with a link signed for this person and this page that lasts an hour
 * (lib/preview-token.ts); the secret itself stays on the servers.
 * (The settings are checked as the editor starts, after the collections' modules are read.)
 */
export const previewLink = (pathOf: (doc: Record<string, unknown>) => string) =>
  process.env.PREVIEW_URL
    ? {
        preview: (
          doc: Record<string, unknown>,
          { locale, req }: { locale: string; req: PayloadRequest },
        ) => {
          const { url: site, secret } = settings().preview!;
          if (!req.user) return null;
          const path = pathOf(doc);
          const url = new URL("/preview", site);
          // The Arabic home is /ar, its sections /ar#faq.
          const localized = locale === "ar" ? `/ar${path.replace(/^\/(?=#|$)/, "")}` : path;
          url.searchParams.set(
            "token",
            previewToken(secret, { path: localized, user: String(req.user.id) }),
          );
          return url.toString();
        },
      }
    : {};
