/**
 * The company's name and how to reach it, the same in every language. A module of its own because
 * the error pages, which are client code in every page's scripts, need these and nothing else of
 * content/site.ts.
 */
import data from "./contact.json";

/** content/contact.json, checked against content/contact.schema.ts before every build. */
export const contact: Readonly<typeof data> = data;

/** `tel:` link target for the phone number. */
export const phoneHref = `tel:${contact.phone.replace(/[^+\d]/g, "")}`;

/** A page's title with the brand, as the browser's tab and search results show it. */
export const brandTitle = (title: string) => `${title} | ${contact.brand}`;
