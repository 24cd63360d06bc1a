import { settings } from "./settings";

/**
 * The admin's Preview button, where PREVIEW_URL is set: it opens `path` (an English path, or a
 * section of one) on the site's preview instance, in the language being edited, through its
 * /preview route.
 * (The settings are checked as the editor starts, after the collections' modules are read.)
 */
export const previewLink = (pathOf: (doc: Record<string, unknown>) => string) =>
  process.env.PREVIEW_URL
    ? {
        preview: (doc: Record<string, unknown>, { locale }: { locale: string }) => {
          const { url: site, secret } = settings().preview!;
          const path = pathOf(doc);
          const url = new URL("/preview", site);
          url.searchParams.set("secret", secret);
          // The Arabic home is /ar, its sections /ar#faq.
          url.searchParams.set(
            "path",
            locale === "ar" ? `/ar${path.replace(/^\/(?=#|$)/, "")}` : path,
          );
          return url.toString();
        },
      }
    : {};
