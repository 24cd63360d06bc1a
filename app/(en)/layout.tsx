import type { ReactNode } from "react";
import { SiteShell } from "@/components/site/site-shell";
import { languageMetadata } from "@/lib/metadata";

export const metadata = languageMetadata("en");

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
