import { clsx } from "clsx";
import { LinkButton } from "@/components/ui/button";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Illustration } from "@/components/ui/illustration";
import type { CaseStudyCard } from "@/content/case-studies";
import { caseStudyHref } from "@/content/case-studies";
import type { CaseStudyPage } from "@/content/case-study-pages";
import { site } from "@/content/site";
import { JsonLd } from "@/lib/json-ld";

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={clsx("py-12 sm:py-16", className)}
      data-reveal=""
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

const prose = "max-w-3xl space-y-4 text-lg leading-relaxed text-ink/85";

/** One case study: the sections of spec §2, rendered from one data entry. */
export function CaseStudyTemplate({ card, study }: { card: CaseStudyCard; study: CaseStudyPage }) {
  const path = caseStudyHref(card);
  const facts = [
    { label: "Industry", value: study.industry },
    { label: "Region", value: study.region },
    { label: "Services", value: study.services.join(", ") },
    { label: "Engagement", value: study.duration },
  ];
  return (
    <article>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: card.title,
          description: study.metaDescription,
          image: `${site.url}/og/case-study-${study.slug}.png`,
          url: `${site.url}${path}`,
          about: study.industry,
          author: { "@id": `${site.url}/#organization` },
          publisher: { "@id": `${site.url}/#organization` },
        }}
      />
      <header className="border-b border-line bg-surface">
        <Container className="pt-8 pb-14 sm:pt-10 sm:pb-20">
          <Breadcrumbs
            trail={[
              { name: "Case studies", path: "/case-studies" },
              { name: card.title.split(":")[0]!, path },
            ]}
          />
          <p className="mt-10 text-sm font-semibold tracking-wide text-accent uppercase">
            Case study · {study.industry}
          </p>
          <h1 className="mt-3 max-w-4xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {card.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted sm:text-xl">
            {study.intro}
          </p>
          <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="border-s-2 border-brand-600 ps-4">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="mt-1 font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </header>

      <Container>
        <div className="-mt-px pt-12 sm:pt-16">
          <Illustration
            name={`case-${study.slug}`}
            alt={study.imageAlt}
            width={800}
            height={500}
            priority
            className="rounded-3xl border border-line bg-canvas shadow-card"
          />
        </div>

        <Section id="client-overview" title="Client overview">
          <div className={prose}>
            {study.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>

        <Section id="core-challenges" title="Core challenges">
          <ul className="grid gap-5 md:grid-cols-2">
            {study.challenges.map((challenge) => (
              <li
                key={challenge.title}
                className="rounded-2xl border border-line bg-canvas p-6 shadow-card"
              >
                <h3 className="font-semibold">{challenge.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{challenge.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="vision-to-reality" title="Vision to Reality">
          <ol className="relative space-y-8 border-s border-line ps-8">
            {study.phases.map((phase, index) => (
              <li key={phase.title} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -start-[2.85rem] top-0 flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="font-semibold">{phase.title}</h3>
                <p className="mt-2 max-w-3xl leading-relaxed text-muted">{phase.text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="what-we-built" title={study.built.heading}>
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {study.built.items.map((item) => (
              <li key={item.title} className="rounded-2xl bg-surface p-6">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        {study.bilingualSample && (
          <Section id="bilingual-storefront" title={study.bilingualSample.title}>
            <div className="overflow-hidden rounded-2xl border border-line">
              <table className="w-full">
                <thead className="bg-surface text-sm text-muted">
                  <tr>
                    <th scope="col" className="px-5 py-3 text-start font-medium">
                      English
                    </th>
                    <th scope="col" className="px-5 py-3 text-right font-medium">
                      Arabic
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {study.bilingualSample.items.map((item) => (
                    <tr key={item.en}>
                      <td className="px-5 py-4 align-top">{item.en}</td>
                      <td lang="ar" dir="rtl" className="px-5 py-4 text-right align-top text-lg">
                        {item.ar}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
        )}

        <Section id="tech-stack" title="Tech stack">
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {study.techStack.map((group) => (
              <div key={group.group}>
                <dt className="text-sm font-semibold text-muted">{group.group}</dt>
                <dd className="mt-3 flex flex-wrap gap-2">
                  {group.items.map((item) => (
                    <span
                      key={item}
                      className="rounded-full border border-line bg-canvas px-3 py-1 text-sm"
                    >
                      {item}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="measurable-impact" title="Measurable impact">
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {study.impact.map((figure) => (
              <li
                key={figure.label}
                className="rounded-2xl bg-night p-8 text-white dark:ring-1 dark:ring-line"
              >
                <p className="text-5xl font-semibold tracking-tight">{figure.value}</p>
                <p className="mt-3 text-white/80">{figure.label}</p>
              </li>
            ))}
          </ul>
        </Section>

        <div className="grid gap-x-16 md:grid-cols-2">
          <Section id="closing-thoughts" title="Closing thoughts">
            <div className="space-y-4 leading-relaxed text-ink/85">
              {study.closing.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Section>
          <Section id="whats-next" title="What's next">
            <div className="space-y-4 leading-relaxed text-ink/85">
              {study.next.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Section>
        </div>

        <section
          aria-labelledby="case-cta-title"
          className="mb-16 rounded-3xl bg-brand-600 px-6 py-12 text-center text-white sm:mb-24 sm:px-12"
        >
          <h2 id="case-cta-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Facing a similar problem?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">
            Tell us what you are working on. A senior engineer from our Pune team will reply with
            questions, options and a first estimate.
          </p>
          <LinkButton href="/contactus" variant="secondary" className="mt-8">
            Contact {site.brand}
          </LinkButton>
        </section>
      </Container>
    </article>
  );
}
