import "server-only";
import type { Localized } from "@/content/locales";

/** Each language by its English name: how the company's mail and tools state an enquiry's. */
export const LANGUAGE_NAMES: Localized<string> = { en: "English", ar: "Arabic" };
