import {
  CaseStudyPage,
  caseStudyMetadata,
  type CaseStudyParams,
} from "@/components/pages/case-study-page";
import { caseStudySegments } from "@/content/case-study-routes";

// The five studies are the only single-segment routes here; any other path is a 404.
export const dynamicParams = false;
export const generateStaticParams = caseStudySegments;
export const generateMetadata = (props: CaseStudyParams) => caseStudyMetadata("ar", props);

export default function Page(props: CaseStudyParams) {
  return <CaseStudyPage locale="ar" {...props} />;
}
