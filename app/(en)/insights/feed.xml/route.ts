import { atomFeed } from "@/lib/atom-feed";

export const dynamic = "force-static";

export const GET = () => atomFeed("en");
