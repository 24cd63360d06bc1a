import { CaseStudiesPage, caseStudiesMetadata } from "@/components/pages/case-studies-page";

export const metadata = caseStudiesMetadata("en");

export default function Page() {
  return <CaseStudiesPage locale="en" />;
}
