import { ogCard } from "@/components/og-card";
import { articleParams } from "@/components/pages/insight-page";
import { caseStudySegments } from "@/content/case-study-routes";
import { locales } from "@/content/locales";
import { ogImagePath } from "@/lib/metadata";
import { articleImage, ogCardText } from "@/lib/og-cards";

// The Open Graph images, each rendered once at build: the site's, `/og/site.png`, each case
// study's, `/og/case-study-{slug}.png`, and each article's, `/og/insights/{slug}.png`; the Arabic
// ones under `/og/ar/`.
export const dynamic = "force-static";
export const dynamicParams = false;

const images = locales.flatMap((locale) =>
  [
    "site",
    ...caseStudySegments().map(({ caseStudy }) => caseStudy),
    ...articleParams().map(({ slug }) => articleImage(slug)),
  ].map((name) => ({
    locale,
    name,
    path: ogImagePath(locale, name),
  })),
);

export const generateStaticParams = () =>
  images.map(({ path }) => ({ image: path.split("/").slice(2) }));

export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const path = `/og/${(await params).image.join("/")}`;
  const image = images.find((entry) => entry.path === path);
  const text = image && ogCardText(image.locale, image.name);
  return text
    ? ogCard({ locale: image.locale, ...text })
    : new Response("Not found", { status: 404 });
}
