import { Container } from "@/components/ui/container";
import { formatDate, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import { termsCopy, termsLastUpdated } from "@/content/terms";
import { uiCopy } from "@/content/ui";
import { constructMetadata } from "@/lib/metadata";
import { getConfig } from "@/server/config";

export const termsMetadata = (locale: Locale) => {
  const { title, description, keywords } = uiCopy[locale].termsPage;
  return constructMetadata({
    locale,
    title,
    description,
    keywords,
    path: "/footer/TermsConditions",
  });
};

export function TermsPage({ locale }: { locale: Locale }) {
  const terms = termsCopy[locale];
  const copy = uiCopy[locale].termsPage;
  const sections = terms.sections(getConfig().ENQUIRY_RETENTION_DAYS);
  const updated = formatDate(locale, termsLastUpdated);
  return (
    <>
      <div className="border-b border-line bg-surface">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {copy.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{copy.title}</h1>
          <p className="mt-4 text-muted">
            {copy.lastUpdated} <time dateTime={termsLastUpdated}>{updated}</time>
          </p>
        </Container>
      </div>

      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[15rem_1fr] lg:gap-16">
        <nav aria-label={copy.sectionsNav} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold">{copy.onThisPage}</h2>
          <ol className="mt-4 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-muted transition-colors hover:text-accent"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl text-[1.0625rem] leading-relaxed text-ink/90">
          {terms.intro.map((paragraph) => (
            <p key={paragraph} className="mb-4">
              {paragraph}
            </p>
          ))}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              // Focusable, so that its link on this page moves focus here rather than dropping it.
              tabIndex={-1}
              className="mt-12 focus:outline-none"
            >
              <h2
                id={`${section.id}-title`}
                className="text-2xl font-semibold tracking-tight text-ink"
              >
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4">
                  {paragraph}
                </p>
              ))}
              {section.points && (
                <ul className="mt-4 list-disc space-y-2 ps-6 marker:text-accent-vivid">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="mt-12 rounded-2xl border border-line bg-surface p-6">
            {copy.questions}{" "}
            <a
              href={`mailto:${site.email}`}
              dir="ltr"
              className="font-medium text-accent underline underline-offset-4"
            >
              {site.email}
            </a>
            .
          </p>
        </div>
      </Container>
    </>
  );
}
