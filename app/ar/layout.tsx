import type { ReactNode } from "react";
import { SiteShell } from "@/components/site/site-shell";
import { languageMetadata } from "@/lib/metadata";
import { geist, preloadArabicFont } from "../fonts";

export const metadata = languageMetadata("ar");

export default function ArabicLayout({ children }: { children: ReactNode }) {
  preloadArabicFont();
  return (
    <SiteShell locale="ar" fonts={[geist.variable]}>
      {children}
    </SiteShell>
  );
}
