import compile from "icu-minify/compile";
import { createTranslator } from "use-intl/core";
import { site } from "@/content/site";

export const locale = "en";

/** The site's English messages (ICU format). Only the `global` namespace exists: its greeting. */
const source = {
  global: {
    greeting: "Namaste from {city}. Thank you for visiting {brand}.",
  },
};

type Messages = typeof source;

/**
 * Messages compiled at build, so neither the server nor the browser parses ICU at run time
 * (`use-intl/format-message` is aliased to its format-only runtime in next.config.ts).
 */
export const messages = Object.fromEntries(
  Object.entries(source).map(([namespace, entries]) => [
    namespace,
    Object.fromEntries(Object.entries(entries).map(([key, message]) => [key, compile(message)])),
  ]),
) as unknown as Messages;

export const greetingValues = { brand: site.brand, city: site.address.locality };

/** Server-side translator for server components. */
export const getTranslator = <N extends keyof Messages>(namespace: N) =>
  createTranslator({ locale, messages, namespace });
