import {
  InsightPage,
  articleParams,
  insightMetadata,
  type InsightParams,
} from "@/components/pages/insight-page";

export const dynamicParams = false;
export const generateStaticParams = articleParams;
export const generateMetadata = (props: InsightParams) => insightMetadata("en", props);

export default function Page(props: InsightParams) {
  return <InsightPage locale="en" {...props} />;
}
