import { OG_SIZE, ogCard } from "@/components/og-card";
import { site } from "@/content/site";

export const alt = `${site.brand}: ${site.tagline}`;
export const size = OG_SIZE;
export const contentType = "image/png";

/** The site's Open Graph image, rendered once at build. */
export default function OpenGraphImage() {
  return ogCard({
    title: "Software, cloud and digital transformation, built in Pune.",
    footer: "140+ in-house engineers · 400+ projects · clients in 10 countries",
  });
}
