import { ContactPage, contactMetadata } from "@/components/pages/contact-page";

export const metadata = contactMetadata("ar");

export default function Page() {
  return <ContactPage locale="ar" />;
}
