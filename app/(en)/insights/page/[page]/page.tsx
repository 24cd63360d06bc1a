import {
  InsightsPage,
  insightsMetadata,
  listPageParams,
  type InsightsParams,
} from "@/components/pages/insights-page";

export const dynamicParams = false;
export const generateStaticParams = listPageParams;
export const generateMetadata = (props: InsightsParams) => insightsMetadata("en", props);

export default function Page(props: InsightsParams) {
  return <InsightsPage locale="en" {...props} />;
}
