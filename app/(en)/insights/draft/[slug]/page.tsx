import {
  DraftInsightPage,
  draftInsightMetadata,
  type DraftParams,
} from "@/components/pages/insight-draft-page";

// The preview instance's: rendered per request from the editor's draft (a 404 anywhere else).
export const dynamic = "force-dynamic";
export const generateMetadata = (props: DraftParams) => draftInsightMetadata("en", props);

export default function Page(props: DraftParams) {
  return <DraftInsightPage locale="en" {...props} />;
}
