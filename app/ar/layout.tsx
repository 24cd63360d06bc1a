import type { ReactNode } from "react";
import { SiteShell } from "@/components/site/site-shell";
import { languageMetadata } from "@/lib/metadata";

export const metadata = languageMetadata("ar");

export default function ArabicLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="ar">{children}</SiteShell>;
}
