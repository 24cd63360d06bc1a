import { createTranslator } from "use-intl/core";
import { site } from "@/content/site";

export const locale = "en";

/** The site's English messages. Only the `global` namespace exists: its greeting. */
export const messages = {
  global: {
    greeting: "Namaste from {city}. Thank you for visiting {brand}.",
  },
};

export const greetingValues = { brand: site.brand, city: site.address.locality };

/** Server-side translator for server components. */
export const getTranslator = <N extends keyof typeof messages>(namespace: N) =>
  createTranslator({ locale, messages, namespace });
