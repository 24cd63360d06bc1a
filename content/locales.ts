/** The site's languages: English at the specification's URLs, Arabic under /ar/. */
export type Locale = "en" | "ar";

/** Per-locale copy: a record that must hold every locale, so a missing translation is a type error. */
export type Localized<T> = Record<Locale, T>;
