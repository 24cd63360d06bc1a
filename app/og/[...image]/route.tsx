import { ogCard } from "@/components/og-card";
import { articleImage, articleParams } from "@/components/pages/insight-page";
import { insightsCopy } from "@/content/insights/copy";
import { insightAuthors, insightTags } from "@/content/insights/taxonomy";
import { findCaseStudy, caseStudySegments } from "@/content/case-study-routes";
import { locales, type Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { findArticle } from "@/lib/insights";
import { ogImagePath } from "@/lib/metadata";

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

function card(locale: Locale, name: string) {
  const { og } = uiCopy[locale];
  if (name === "site") return ogCard({ locale, title: og.title, footer: og.footer });
  const article =
    name.startsWith("insights/") && findArticle(locale, name.slice("insights/".length));
  if (article)
    return ogCard({
      locale,
      kicker: `${insightsCopy[locale].og.kicker} · ${insightTags[article.tags[0]!][locale]}`,
      title: article.title,
      footer: insightAuthors[article.author][locale].name,
    });
  const found = findCaseStudy(name, locale);
  return (
    found &&
    ogCard({
      locale,
      kicker: `${og.caseStudy} · ${found.study.industry}`,
      title: found.card.title,
      footer: found.study.impact.map((figure) => `${figure.value} ${figure.label}`).join(" · "),
    })
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const path = `/og/${(await params).image.join("/")}`;
  const image = images.find((entry) => entry.path === path);
  return (image && card(image.locale, image.name)) ?? new Response("Not found", { status: 404 });
}
