import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { insightsCopy } from "@/content/insights/copy";
import type { Locale } from "@/content/locales";
import { relatedArticles } from "@/lib/insights";
import { InsightCard } from "./insight-card";

/** Up to three articles about a service or a case study; nothing when there are none. */
export function RelatedInsights({
  locale,
  about,
}: {
  locale: Locale;
  about: Parameters<typeof relatedArticles>[1];
}) {
  const articles = relatedArticles(locale, about);
  if (!articles.length) return null;
  const copy = insightsCopy[locale].relatedSection;
  return (
    <section
      aria-labelledby="related-insights"
      className="pt-16 sm:pt-20 print:hidden"
      data-reveal=""
    >
      <Container>
        <SectionHeading id="related-insights" eyebrow={copy.eyebrow} title={copy.title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug} className="flex">
              <InsightCard article={article} locale={locale} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
