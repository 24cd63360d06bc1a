import { Plus } from "lucide-react";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { JsonLd } from "@/lib/json-ld";
import { previewList } from "@/lib/preview";
import { faq } from "@/content/faq-entries";
import { faqItemSchema, faqSchema } from "@/content/faq.schema";
import { homeCopy } from "@/content/home";
import type { Locale } from "@/content/locales";
import { HomeSectionFrame, titleId } from "./home-section-frame";

export async function Faq({ locale }: { locale: Locale }) {
  const { faqIntro } = homeCopy[locale];
  // The preview instance shows the editor's drafts; every other page, the published list.
  const questions = (await previewList("faq", locale, faqItemSchema, faqSchema)) ?? faq[locale];
  return (
    <HomeSectionFrame id="faq" className="bg-surface">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: questions.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id={titleId("faq")} eyebrow={faqIntro.eyebrow} title={faqIntro.title} />
        {/* Native exclusive accordion: none or exactly one open; works without script. */}
        <div className="divide-y divide-line rounded-3xl border border-line bg-canvas">
          {questions.map((item) => (
            <details key={item.question} name="faq" className="group px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-accent transition-transform group-open:rotate-45"
                >
                  <Plus className="size-4" />
                </span>
              </summary>
              <p className="pb-5 leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </HomeSectionFrame>
  );
}
