import { ContactSection } from "@/components/enquiry/contact-section";
import type { Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { constructMetadata } from "@/lib/metadata";

export const contactMetadata = (locale: Locale) =>
  constructMetadata({ locale, ...uiCopy[locale].contactPage, path: "/contactus" });

export function ContactPage({ locale }: { locale: Locale }) {
  return <ContactSection headingLevel="h1" locale={locale} />;
}
