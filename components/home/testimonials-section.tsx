import { clsx } from "clsx";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { TestimonialCarousel } from "./testimonial-carousel";
import { homeCopy } from "@/content/home";
import type { Locale } from "@/content/locales";
import { testimonials } from "@/content/testimonial-entries";
import { authorParts, testimonialSchema, testimonialsSchema } from "@/content/testimonials.schema";
import { previewList } from "@/lib/preview";
import { uiCopy } from "@/content/ui";
import { HomeSectionFrame, titleId } from "./home-section-frame";

export async function Testimonials({ locale }: { locale: Locale }) {
  const { testimonialsIntro } = homeCopy[locale];
  // The preview instance shows the editor's drafts; every other page, the published list.
  const entries =
    (await previewList("testimonials", locale, testimonialSchema, testimonialsSchema)) ??
    testimonials[locale];
  const { quotes, ...labels } = uiCopy[locale].home.testimonials;
  return (
    <HomeSectionFrame id="testimonial" className="bg-surface">
      <Container>
        <SectionHeading
          id={titleId("testimonial")}
          eyebrow={testimonialsIntro.eyebrow}
          title={testimonialsIntro.title}
          lead={testimonialsIntro.lead}
        />
        <div className="mt-8">
          <TestimonialCarousel labels={labels}>
            {entries.map((testimonial) => {
              const { name, role } = authorParts(testimonial.author);
              return (
                <figure
                  key={testimonial.author}
                  className="flex h-full flex-col rounded-3xl border border-line bg-canvas p-6 shadow-card"
                >
                  <blockquote className="flex-1 leading-relaxed text-ink/85">
                    {quotes[0]}
                    {testimonial.text}
                    {quotes[1]}
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className={clsx(
                        "flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white",
                        avatarClass(testimonial.avatarColor),
                      )}
                    >
                      {initials(name)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{name}</span>
                      <span className="block text-sm text-muted">{role}</span>
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
    </HomeSectionFrame>
  );
}

/**
 * The first and the last name's initials: "Pieter de Vries" is PV; an Arabic family name's article
 * is passed over (عمر الهاشمي: ع ه), and a zero-width non-joiner keeps Arabic initials from joining
 * into a word.
 */
function initials(name: string) {
  const words = name.split(" ");
  const ends = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return ends
    .map((word) => word.replace(/^ال(?=.)/u, "")[0])
    .join("\u200c")
    .toUpperCase();
}

/** Avatar colours come from content; only the brand palette is allowed (inline styles are not, under the CSP). The same in both schemes: white initials on each. */
function avatarClass(color?: string) {
  switch (color?.toUpperCase()) {
    case "#0C111D":
      // Ringed in the dark scheme, where the card is nearly as dark.
      return "bg-night dark:ring-1 dark:ring-line";
    case "#4A5465":
      return "bg-[#4a5465]";
    case "#9C1A26":
      return "bg-brand-700";
    default:
      return "bg-brand-600";
  }
}
