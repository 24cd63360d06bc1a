import { settings } from "../settings";
import { SearchPreviewPanel } from "./search-preview-panel";

/** An article's search and share preview, with the site's public address (SITE_URL). */
export function SearchPreview() {
  return <SearchPreviewPanel siteUrl={settings().siteUrl} />;
}
