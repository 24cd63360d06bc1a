import { notFound } from "next/navigation";
import { ContentsPosition } from "@/components/insights/contents-position";
import { ArticleBody } from "@/components/insights/article-body";
import { CoverImage } from "@/components/insights/cover-image";
import { InquiryLink } from "@/components/enquiry/inquiry-link";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { caseStudyCards, caseStudyHref } from "@/content/case-studies";
import { insightsCopy } from "@/content/insights/copy";
import { insightAuthors, insightTags } from "@/content/insights/taxonomy";
import { formatDate, localizePath, type Locale } from "@/content/locales";
import { localizedServices, serviceHref } from "@/content/services";
import { site } from "@/content/site";
import { readingMinutes } from "@/lib/article-words";
import { articleHref, articlesIn, findArticle, tagHref, type Article } from "@/lib/insights";
import { JsonLd, organizationRef, publisherJsonLd } from "@/lib/json-ld";
import { constructMetadata, ogImagePath } from "@/lib/metadata";
import { articleImage } from "@/lib/og-cards";

export type InsightParams = { params: Promise<{ slug: string }> };

export const articleParams = () => articlesIn("en").map(({ slug }) => ({ slug }));

/** A table of contents once an article has this many sections. */
const CONTENTS_FROM = 4;

const find = async (locale: Locale, { params }: InsightParams) =>
  findArticle(locale, (await params).slug);

export async function insightMetadata(locale: Locale, props: InsightParams) {
  const article = await find(locale, props);
  return article ? articleMetadata(locale, article) : {};
}

export function articleMetadata(locale: Locale, article: Article) {
  return constructMetadata({
    locale,
    title: article.title,
    description: article.description,
    keywords: article.tags.map((tag) => insightTags[tag][locale]),
    path: articleHref(article.slug),
    image: articleImage(article.slug),
    type: "article",
  });
}

function articleJsonLd(article: Article, locale: Locale) {
  const url = `${site.url}${localizePath(locale, articleHref(article.slug))}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: `${site.url}${ogImagePath(locale, articleImage(article.slug))}`,
    datePublished: article.published,
    dateModified: article.updated,
    inLanguage: locale,
    wordCount: article.words,
    keywords: article.tags.map((tag) => insightTags[tag][locale]),
    author: {
      "@type": "Organization",
      name: insightAuthors[article.author][locale].name,
      parentOrganization: organizationRef,
    },
    publisher: publisherJsonLd,
  };
}

export async function InsightPage({ locale, ...props }: InsightParams & { locale: Locale }) {
  const article = await find(locale, props);
  if (!article) notFound();
  return <InsightArticle locale={locale} article={article} />;
}

/** An article's page: the published one, or on the preview instance the editor's draft. */
export function InsightArticle({ locale, article }: { locale: Locale; article: Article }) {
  const copy = insightsCopy[locale];
  const author = insightAuthors[article.author][locale];
  const sections = article.headings.filter((heading) => heading.level === 2);
  const minutes = readingMinutes(article.words);
  const services = article.services.map((slug) =>
    localizedServices[locale].find((service) => service.slug === slug)!,
  );
  const studies = article.caseStudies.map((slug) =>
    caseStudyCards[locale].find((study) => study.slug === slug)!,
  );
  const service = services[0]!;
  return (
    <article>
      <JsonLd data={articleJsonLd(article, locale)} />
      <header className="border-b border-line bg-surface">
        <Container className="pt-8 pb-12 sm:pt-10 sm:pb-16">
          <Breadcrumbs
            locale={locale}
            trail={[
              { name: copy.name, path: "/insights" },
              { name: article.title, path: articleHref(article.slug) },
            ]}
          />
          <ul aria-label={copy.article.tags} className="mt-10 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={localizePath(locale, tagHref(tag))}
                  className="inline-flex min-h-8 items-center rounded-full bg-canvas px-3 text-sm font-medium text-accent ring-1 ring-line hover:ring-accent"
                >
                  {insightTags[tag][locale]}
                </Link>
              </li>
            ))}
          </ul>
          <h1 className="mt-5 max-w-4xl text-4xl font-semibold tracking-tight text-balance wrap-break-word sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted sm:text-xl">
            {article.description}
          </p>
          <dl className="mt-8 flex flex-wrap items-end gap-x-8 gap-y-3 text-sm">
            <div>
              <dt className="text-muted">{copy.article.by}</dt>
              <dd className="mt-0.5 font-medium">
                {author.name} <span className="font-normal text-muted">· {author.role}</span>
              </dd>
            </div>
            <div>
              <dt className="text-muted">{copy.article.published}</dt>
              <dd className="mt-0.5 font-medium">
                <time dateTime={article.published}>{formatDate(locale, article.published)}</time>
              </dd>
            </div>
            {article.updated !== article.published && (
              <div>
                <dt className="text-muted">{copy.article.updated}</dt>
                <dd className="mt-0.5 font-medium">
                  <time dateTime={article.updated}>{formatDate(locale, article.updated)}</time>
                </dd>
              </div>
            )}
            <div className="self-end">
              <dt className="sr-only">{copy.article.length}</dt>
              <dd className="text-muted">{copy.article.readingTime(minutes)}</dd>
            </div>
          </dl>
        </Container>
      </header>

      <Container className="pt-10 sm:pt-14">
        <CoverImage
          cover={article.cover}
          alt={article.cover.alt}
          sizes="(min-width: 60rem) 56rem, calc(100vw - 2.5rem)"
          priority
          className="mx-auto h-auto w-full max-w-4xl rounded-3xl border border-line bg-surface shadow-card"
        />
        <div className="mx-auto mt-12 grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16">
          {sections.length >= CONTENTS_FROM && (
            <nav
              aria-labelledby="article-contents"
              className="lg:sticky lg:top-24 lg:order-last lg:self-start print:hidden"
            >
              <h2
                id="article-contents"
                className="text-sm font-semibold tracking-wide text-muted uppercase"
              >
                {copy.article.contents}
              </h2>
              <ol className="mt-3 space-y-1 border-s border-line text-sm">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="-ms-px block border-s border-transparent py-1.5 ps-4 text-muted hover:border-accent hover:text-ink aria-[current=location]:border-accent aria-[current=location]:font-medium aria-[current=location]:text-ink"
                    >
                      {section.text}
                    </a>
                  </li>
                ))}
              </ol>
              <ContentsPosition labelledBy="article-contents" />
            </nav>
          )}
          <div className="max-w-3xl min-w-0">
            <ArticleBody body={article.body} />

            <section aria-labelledby="related-work" className="mt-14 border-t border-line pt-10">
              <h2 id="related-work" className="text-xl font-semibold tracking-tight">
                {copy.article.related}
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {[
                  ...services.map((related) => ({
                    href: serviceHref(related),
                    kind: copy.article.relatedService,
                    title: related.title,
                  })),
                  ...studies.map((study) => ({
                    href: caseStudyHref(study),
                    kind: copy.article.relatedCaseStudy,
                    title: study.title,
                  })),
                ].map((related) => (
                  <li key={related.href}>
                    <Link
                      href={localizePath(locale, related.href)}
                      className="block h-full rounded-2xl border border-line p-5 hover:border-accent"
                    >
                      <span className="block text-sm text-muted">{related.kind}</span>
                      <span className="mt-1 block font-semibold">{related.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>

        <section
          aria-labelledby="article-cta"
          className="my-16 rounded-3xl bg-brand-600 px-6 py-12 text-center text-white sm:my-24 sm:px-12 print:hidden"
        >
          <h2
            id="article-cta"
            className="mx-auto max-w-2xl text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
          >
            {copy.article.cta.title(service.title)}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">{copy.article.cta.text}</p>
          <div className="mt-8">
            <InquiryLink
              service={service}
              label={copy.article.cta.button}
              locale={locale}
              variant="light"
            />
          </div>
        </section>
      </Container>
    </article>
  );
}
