import { TermsPage, termsMetadata } from "@/components/pages/terms-page";

export const metadata = termsMetadata("ar");

export default function Page() {
  return <TermsPage locale="ar" />;
}
