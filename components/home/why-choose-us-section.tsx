import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { homeCopy } from "@/content/home";
import type { Locale } from "@/content/locales";
import { HomeSectionFrame, titleId } from "./home-section-frame";

export function WhyChooseUs({ locale }: { locale: Locale }) {
  const { whyChooseUs } = homeCopy[locale];
  return (
    <HomeSectionFrame id="portfolio">
      <Container>
        <SectionHeading
          id={titleId("portfolio")}
          eyebrow={whyChooseUs.eyebrow}
          title={whyChooseUs.title}
        />
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          {whyChooseUs.cards.map((card, index) => (
            <article
              key={card.title}
              data-reveal=""
              data-reveal-delay={String(index * 120)}
              className="flex flex-col rounded-3xl border border-line bg-canvas p-7 shadow-card"
            >
              <p className="text-sm font-semibold text-accent">0{index + 1}</p>
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
    </HomeSectionFrame>
  );
}
