import type { MetadataRoute } from "next";
import { localizePath, locales } from "@/content/locales";
import { routes } from "@/content/routes";
import { site } from "@/content/site";
import { insightRoutes } from "@/lib/insights";

const absolute = (path: string) => `${site.url}${path === "/" ? "" : path}`;

/**
 * Every page in each language, each entry listing its other language (hreflang) too; the Insights
 * pages with the date they last changed.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = [
    ...routes.map((route) => ({ route, lastModified: undefined })),
    ...insightRoutes().map(({ path, lastModified }) => ({ route: path, lastModified })),
  ];
  return locales.flatMap((locale) =>
    pages.map(({ route, lastModified }) => ({
      url: absolute(localizePath(locale, route)),
      lastModified,
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
