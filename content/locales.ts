/** The site's languages: English at the specification's URLs, Arabic under /ar/. */
export type Locale = "en" | "ar";

export const locales: readonly Locale[] = ["en", "ar"];

/** Per-locale copy: a record that must hold every locale, so a missing translation is a type error. */
export type Localized<T> = Record<Locale, T>;

/** The language the switch offers from a page in `locale`. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "ar" : "en");

/** Writing direction of each locale, for `<html dir>`. */
export const direction: Localized<"ltr" | "rtl"> = { en: "ltr", ar: "rtl" };

/**
 * A site path in a locale: English paths are the specification's own, Arabic ones the same under
 * /ar (`/` → `/ar`, `/#about` → `/ar#about`, `/contactus?service=x` → `/ar/contactus?service=x`).
 */
export function localizePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" || /^\/[#?]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The English path of a page's path in any language: the inverse of `localizePath`. */
export const englishPath = (pathname: string) => pathname.replace(/^\/ar(?=\/|$)/, "") || "/";

/** The language of a page's path. */
export const pathLocale = (pathname: string): Locale =>
  englishPath(pathname) === pathname ? "en" : "ar";

/** How each language writes a date: Arabic with Western digits, as the rest of its copy. */
const dateLocale: Localized<string> = { en: "en-IN", ar: "ar-u-nu-latn" };

/** A calendar date (`YYYY-MM-DD` or a timestamp) as the page's language writes it: "10 February 2026". */
export const formatDate = (locale: Locale, date: string) =>
  new Date(date).toLocaleDateString(dateLocale[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
