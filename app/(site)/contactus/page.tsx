import { ContactSection } from "@/components/enquiry/contact-section";
import { site } from "@/content/site";
import { constructMetadata } from "@/lib/metadata";

export const metadata = constructMetadata({
  title: "Contact Us",
  description: `Talk to ${site.brand} about software development, cloud, web and mobile projects. Call ${site.phone}, e-mail ${site.email} or visit our office in Baner, Pune.`,
  keywords: [
    "contact software company Pune",
    "IT services enquiry",
    "hire software developers India",
  ],
  path: "/contactus",
});

export default function ContactPage() {
  return <ContactSection headingLevel="h1" />;
}
