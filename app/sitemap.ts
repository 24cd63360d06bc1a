import type { MetadataRoute } from "next";
import { localizePath, locales } from "@/content/locales";
import { routes } from "@/content/routes";
import { site } from "@/content/site";

const absolute = (path: string) => `${site.url}${path === "/" ? "" : path}`;

/** Every page in each language, each entry listing its other language (hreflang) too. */
export default function sitemap(): MetadataRoute.Sitemap {
  return locales.flatMap((locale) =>
    routes.map((route) => ({
      url: absolute(localizePath(locale, route)),
      changeFrequency: "monthly" as const,
      priority: route === "/" ? 1 : route.split("/").length > 2 ? 0.6 : 0.8,
      alternates: {
        languages: {
          ...Object.fromEntries(
            locales.map((other) => [other, absolute(localizePath(other, route))]),
          ),
          "x-default": absolute(route),
        },
      },
    })),
  );
}
