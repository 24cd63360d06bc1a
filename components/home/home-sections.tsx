import { Link } from "@/components/ui/link";
import { CaseStudyCard } from "@/components/case-study/case-study-card";
import { ServiceIcon } from "@/components/service/service-icon";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { caseStudies } from "@/content/case-studies";
import {
  about,
  caseStudiesIntro,
  faq,
  faqIntro,
  servedCountries,
  testimonials,
  testimonialsIntro,
  whatWeDo,
  whyChooseUs,
  worldMap,
} from "@/content/home";
import { homeServices, serviceHref } from "@/content/services";
import { site } from "@/content/site";
import { JsonLd } from "@/lib/json-ld";
import { TestimonialCarousel } from "./testimonial-carousel";
import { WorldMap } from "./world-map";

/** Anchored home sections are focus targets for the header's scroll items. */
const anchor = "focus:outline-none";

export function WhatWeDo() {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      tabIndex={-1}
      className={`py-16 sm:py-24 ${anchor}`}
    >
      <Container>
        <SectionHeading
          id="services-title"
          eyebrow={whatWeDo.eyebrow}
          title={whatWeDo.title}
          lead={whatWeDo.lead}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {homeServices.map((service) => (
            <li key={service.id} data-reveal="" data-reveal-delay="200" className="relative flex">
              <article className="group flex w-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-lift">
                <span
                  className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                  aria-hidden="true"
                >
                  <ServiceIcon name={service.icon} className="size-5" />
                </span>
                <h3 className="mt-5 font-semibold">
                  <Link
                    href={serviceHref(service)}
                    className="after:absolute after:inset-0 hover:text-brand-700"
                  >
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{service.description}</p>
                <ul className="mt-auto flex flex-wrap gap-1.5 pt-4" aria-label="Keywords">
                  {service.keywords.map((keyword) => (
                    <li
                      key={keyword}
                      className="rounded-full bg-surface px-2.5 py-0.5 text-xs text-muted"
                    >
                      {keyword}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function About() {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      tabIndex={-1}
      className={`bg-ink py-16 text-white sm:py-24 ${anchor}`}
    >
      <Container
        className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center"
        data-reveal=""
        data-reveal-duration="1000"
      >
        <div>
          <h2
            id="about-title"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {about.title}
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-white/80">
              {paragraph}
            </p>
          ))}
          <LinkButton href="/services" className="mt-8">
            Explore Services
          </LinkButton>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {about.facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col gap-1 rounded-2xl border border-white/10 bg-white/5 p-6"
            >
              <dt className="text-sm text-white/70">{fact.label}</dt>
              <dd className="order-first text-4xl font-semibold tracking-tight">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

export function WhyChooseUs() {
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-title"
      tabIndex={-1}
      className={`py-16 sm:py-24 ${anchor}`}
    >
      <Container>
        <SectionHeading
          id="portfolio-title"
          eyebrow={whyChooseUs.eyebrow}
          title={whyChooseUs.title}
        />
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          {whyChooseUs.cards.map((card, index) => (
            <article
              key={card.title}
              data-reveal=""
              data-reveal-delay={String(index * 120)}
              className="flex flex-col rounded-3xl border border-line bg-white p-7 shadow-card"
            >
              <p className="text-sm font-semibold text-brand-700">0{index + 1}</p>
              <h3 className="mt-3 text-xl font-semibold tracking-tight">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{card.text}</p>
              <ul className="mt-5 space-y-2 border-t border-line pt-5 text-sm">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600"
                    />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}

export function Testimonials() {
  return (
    <section
      id="testimonial"
      aria-labelledby="testimonial-title"
      tabIndex={-1}
      className={`bg-surface py-16 sm:py-24 ${anchor}`}
    >
      <Container>
        <SectionHeading
          id="testimonial-title"
          eyebrow={testimonialsIntro.eyebrow}
          title={testimonialsIntro.title}
          lead={testimonialsIntro.lead}
        />
        <div className="mt-8">
          <TestimonialCarousel label="Client testimonials">
            {testimonials.map((testimonial) => {
              const [name = "", ...role] = testimonial.author.split(", ");
              const initials = name
                .split(" ")
                .map((part) => part[0])
                .join("")
                .slice(0, 2);
              return (
                <figure
                  key={testimonial.id}
                  className="flex h-full flex-col rounded-3xl border border-line bg-white p-6 shadow-card"
                >
                  <blockquote className="flex-1 leading-relaxed text-ink/85">
                    “{testimonial.text}”
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white ${avatarClass(testimonial.avatarColor)}`}
                    >
                      {initials}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{name}</span>
                      <span className="block text-sm text-muted">{role.join(", ")}</span>
                    </span>
                    {/* eslint-disable-next-line @next/next/no-img-element -- a 36×24 SVG flag */}
                    <img
                      src={testimonial.img}
                      alt={testimonial.country}
                      width={36}
                      height={24}
                      loading="lazy"
                      className="rounded-sm ring-1 ring-line"
                    />
                  </figcaption>
                </figure>
              );
            })}
          </TestimonialCarousel>
        </div>
      </Container>
    </section>
  );
}

/** Avatar colours come from content; only the brand palette is allowed (inline styles are not, under the CSP). */
function avatarClass(color?: string) {
  switch (color?.toUpperCase()) {
    case "#0C111D":
      return "bg-ink";
    case "#4A5465":
      return "bg-muted";
    case "#9C1A26":
      return "bg-brand-700";
    default:
      return "bg-brand-600";
  }
}

export function CaseStudies() {
  return (
    <section
      id="casestudy"
      aria-labelledby="casestudy-title"
      tabIndex={-1}
      className={`py-16 sm:py-24 ${anchor}`}
    >
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="casestudy-title"
            eyebrow={caseStudiesIntro.eyebrow}
            title={caseStudiesIntro.title}
            lead={caseStudiesIntro.lead}
          />
          <LinkButton href="/case-studies" variant="secondary">
            All case studies
          </LinkButton>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.slug} className="flex" data-reveal="">
              <CaseStudyCard study={study} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function Global() {
  return (
    <section
      id="global"
      aria-labelledby="global-title"
      tabIndex={-1}
      className={`border-y border-line bg-white py-16 sm:py-24 ${anchor}`}
    >
      <Container className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {worldMap.title}
          </p>
          <h2
            id="global-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {worldMap.subtitle}
          </h2>
          <p className="mt-4 text-lg text-muted">{worldMap.lead}</p>
          <h3 className="mt-8 text-sm font-semibold">Countries we serve</h3>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm text-ink/85">
            {servedCountries.map((country) => (
              <li key={country.code} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
                {country.name}
              </li>
            ))}
          </ul>
        </div>
        <WorldMap
          countries={servedCountries}
          label={`World map with the ${servedCountries.length} countries ${site.brand} serves highlighted in red`}
        />
      </Container>
    </section>
  );
}

export function Faq() {
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      tabIndex={-1}
      className={`bg-surface py-16 sm:py-24 ${anchor}`}
    >
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faq.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id="faq-title" eyebrow={faqIntro.eyebrow} title={faqIntro.title} />
        {/* Native exclusive accordion: none or exactly one open; works without script. */}
        <div className="divide-y divide-line rounded-3xl border border-line bg-white">
          {faq.map((item) => (
            <details key={item.question} name="faq" className="group px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-5 leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
