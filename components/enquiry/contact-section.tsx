import { CircleAlert, CircleCheck, Mail, MapPin, Phone } from "lucide-react";
import { Container } from "@/components/ui/container";
import { dataNoteCopy, enquiryCopy } from "@/content/enquiry-copy";
import type { Locale } from "@/content/locales";
import { localizedServices } from "@/content/services";
import { phoneHref } from "@/content/contact";
import { addressLine, site, siteText } from "@/content/site";
import { captchaClientConfig } from "@/server/captcha";
import { getConfig } from "@/server/config";
import { ContactForm } from "./contact-form";
import { DataNote } from "./data-note";

/**
 * The contact block: the spec's headings and details beside the 'Reach us anytime' form card. Used
 * by /contactus and the home page, in each language; the form, a client island, gets the words of
 * this one.
 */
export function ContactSection({
  locale,
  headingLevel = "h2",
}: {
  locale: Locale;
  headingLevel?: "h1" | "h2";
}) {
  const { section, form, contactForm, serviceName } = enquiryCopy[locale];
  const Heading = headingLevel;
  const CardHeading = headingLevel === "h1" ? "h2" : "h3";
  const details = [
    { icon: Mail, label: section.details.email, value: site.email, href: `mailto:${site.email}` },
    { icon: Phone, label: section.details.phone, value: site.phone, href: phoneHref },
    { icon: MapPin, label: section.details.office, value: addressLine(locale) },
  ];
  return (
    <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
      <div>
        <Heading className="text-sm font-semibold tracking-wide text-accent uppercase">
          {section.heading}
        </Heading>
        <p className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {section.headline}
        </p>
        <p className="mt-4 text-lg text-muted">{section.lead}</p>
        <ul className="mt-8 space-y-5">
          {details.map(({ icon: Icon, label, value, href }) => (
            <li key={label} className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-tint text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {/* A div, not a span: it may hold an <address>, which is flow content. */}
              <div className="min-w-0">
                <span className="block text-sm text-muted">{label}</span>
                {href ? (
                  <a
                    href={href}
                    dir="ltr"
                    className="font-medium text-ink underline-offset-4 hover:text-accent hover:underline"
                  >
                    {value}
                  </a>
                ) : (
                  <address className="font-medium text-ink not-italic">{value}</address>
                )}
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted">
          {`${section.officeHours} ${siteText[locale].hours}.`}
        </p>
      </div>
      <div className="rounded-3xl border border-line bg-canvas p-6 shadow-card sm:p-8">
        <CardHeading className="text-xl font-semibold">{section.cardHeading}</CardHeading>
        <p className="mt-1 mb-6 text-sm text-muted">{section.cardLead}</p>
        {/* The answer to a form the browser sent itself (the endpoint returns to #enquiry-…):
            shown only as the address's target, so with no script at all. */}
        <SentNotice id="enquiry-held" icon={CircleCheck} {...section.held} />
        <SentNotice id="enquiry-received" icon={CircleCheck} {...section.received} />
        <SentNotice id="enquiry-not-sent" icon={CircleAlert} {...section.notSent}>
          {" "}
          <a href={`mailto:${site.email}`} dir="ltr" className="font-medium underline">
            {site.email}
          </a>
        </SentNotice>
        <ContactForm
          captcha={captchaClientConfig()}
          sources={Object.fromEntries(
            localizedServices[locale].map((service) => [
              service.slug,
              { source: service.source, name: serviceName(service) },
            ]),
          )}
          locale={locale}
          copy={{ ...form, ...contactForm }}
          honeypot={section.honeypot}
        />
        <DataNote
          note={dataNoteCopy(locale, getConfig().ENQUIRY_RETENTION_DAYS)}
          className="mt-4"
        />
      </div>
    </Container>
  );
}

/** A notice of the card, hidden unless the page's address targets it. */
function SentNotice({
  id,
  icon: Icon,
  title,
  text,
  children,
}: {
  id: string;
  icon: typeof Mail;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      id={id}
      tabIndex={-1}
      className="mb-6 hidden scroll-mt-24 gap-3 rounded-2xl border border-line p-4 target:flex"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-muted">
          {text}
          {children}
        </p>
      </div>
    </div>
  );
}
