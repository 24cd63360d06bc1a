import compile from "icu-minify/compile";
import { createTranslator } from "use-intl/core";
import type { Locale, Localized } from "@/content/locales";
import { site, siteText } from "@/content/site";

/** The site's messages in ICU format, per language. Only the `global` namespace exists: its greeting. */
const english = {
  global: {
    greeting: "Namaste from {city}. Thank you for visiting {brand}.",
  },
};

type Messages = typeof english;

const arabic: Messages = {
  global: {
    greeting: "ناماستي من {city}. شكرًا لزيارتك موقع {brand}.",
  },
};

/**
 * Messages compiled at build, so neither the server nor the browser parses ICU at run time
 * (`use-intl/format-message` is aliased to its format-only runtime in next.config.ts).
 */
const compiled = (source: Messages) =>
  Object.fromEntries(
    Object.entries(source).map(([namespace, entries]) => [
      namespace,
      Object.fromEntries(Object.entries(entries).map(([key, message]) => [key, compile(message)])),
    ]),
  ) as unknown as Messages;

export const messages: Localized<Messages> = { en: compiled(english), ar: compiled(arabic) };

/** The greeting's values in a language: the brand stays Latin, the city is the language's. */
export const greetingValues = (locale: Locale) => ({
  brand: site.brand,
  city: siteText[locale].address.locality,
});

/** Server-side translator for server components. */
export const getTranslator = <N extends keyof Messages>(locale: Locale, namespace: N) =>
  createTranslator({ locale, messages: messages[locale], namespace });
