import { Mail, MapPin, Phone } from "lucide-react";
import { Container } from "@/components/ui/container";
import { services } from "@/content/services";
import { phoneHref, postalAddressLine, site } from "@/content/site";
import { captchaClientConfig } from "@/server/captcha";
import { getConfig } from "@/server/config";
import { ContactForm } from "./contact-form";
import { DataNote } from "./data-note";

/** The contact block: the spec's headings and details beside the 'Reach us anytime' form card. Used by /contactus and the home page. */
export function ContactSection({ headingLevel = "h2" }: { headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  const CardHeading = headingLevel === "h1" ? "h2" : "h3";
  const details = [
    { icon: Mail, label: "Email", value: site.email, href: `mailto:${site.email}` },
    { icon: Phone, label: "Phone", value: site.phone, href: phoneHref },
    { icon: MapPin, label: "Office", value: postalAddressLine },
  ];
  return (
    <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
      <div>
        <Heading className="text-sm font-semibold tracking-wide text-accent uppercase">
          Contact Us
        </Heading>
        <p className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Ready to take your business to the next level?
        </p>
        <p className="mt-4 text-lg text-muted">Call, Email, Fill the form, or just visit us at</p>
        <ul className="mt-8 space-y-5">
          {details.map(({ icon: Icon, label, value, href }) => (
            <li key={label} className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-tint text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
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
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted">Office hours: {site.hours}.</p>
      </div>
      <div className="rounded-3xl border border-line bg-canvas p-6 shadow-card sm:p-8">
        <CardHeading className="text-xl font-semibold">Reach us anytime</CardHeading>
        <p className="mt-1 mb-6 text-sm text-muted">
          Tell us what you are building. All fields are required.
        </p>
        <ContactForm
          captcha={captchaClientConfig()}
          sources={Object.fromEntries(services.map((service) => [service.slug, service.source]))}
        />
        <DataNote days={getConfig().ENQUIRY_RETENTION_DAYS} className="mt-4" />
      </div>
    </Container>
  );
}
