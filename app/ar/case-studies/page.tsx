import { CaseStudiesPage, caseStudiesMetadata } from "@/components/pages/case-studies-page";

export const metadata = caseStudiesMetadata("ar");

export default function Page() {
  return <CaseStudiesPage locale="ar" />;
}
