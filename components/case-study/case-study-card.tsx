import { Link } from "@/components/ui/link";
import { Illustration } from "@/components/ui/illustration";
import { caseStudyHref, type CaseStudyCard as Card } from "@/content/case-studies";
import { localizePath, type Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";

/** A case study card: image, title, one-line summary and a 'Read Full' link. */
export function CaseStudyCard({
  study,
  locale,
  headingLevel: Heading = "h2",
}: {
  study: Card;
  locale: Locale;
  headingLevel?: "h2" | "h3";
}) {
  const href = localizePath(locale, caseStudyHref(study));
  const copy = uiCopy[locale].caseStudy;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-canvas shadow-card transition-shadow hover:shadow-lift">
      <Illustration
        name={`case-${study.slug}`}
        alt=""
        width={800}
        height={500}
        className="border-b border-line bg-surface"
      />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-lg font-semibold tracking-tight text-balance">
          {study.title}
        </Heading>
        <p className="mt-2 flex-1 text-muted">{study.summary}</p>
        <Link
          href={href}
          aria-label={copy.readFullLabel(study.title)}
          className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-accent after:absolute after:inset-0 hover:underline"
        >
          {copy.readFull}
          <span
            aria-hidden="true"
            className="transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          >
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
