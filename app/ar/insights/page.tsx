import { InsightsPage, insightsMetadata } from "@/components/pages/insights-page";

const props = { params: Promise.resolve({}) };

export const generateMetadata = () => insightsMetadata("ar", props);

export default function Page() {
  return <InsightsPage locale="ar" {...props} />;
}
