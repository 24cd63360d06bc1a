import {
  InsightsPage,
  insightsMetadata,
  listPageParams,
  type InsightsParams,
} from "@/components/pages/insights-page";

export const dynamicParams = false;
export const generateStaticParams = listPageParams;
export const generateMetadata = (props: InsightsParams) => insightsMetadata("ar", props);

export default function Page(props: InsightsParams) {
  return <InsightsPage locale="ar" {...props} />;
}
