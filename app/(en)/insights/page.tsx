import { InsightsPage, insightsMetadata } from "@/components/pages/insights-page";

const props = { params: Promise.resolve({}) };

export const generateMetadata = () => insightsMetadata("en", props);

export default function Page() {
  return <InsightsPage locale="en" {...props} />;
}
