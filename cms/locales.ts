/** The site's languages, as the editor's content locales: every localised field exists in both. */
export const LOCALES = [
  { code: "en", label: { en: "English", ar: "الإنجليزية" } },
  { code: "ar", label: { en: "Arabic", ar: "العربية" }, rtl: true },
] as const;

/** The language of a request that names none (an API call without `?locale=`). */
export const DEFAULT_LOCALE = "en";
