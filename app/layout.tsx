import type { ReactNode } from "react";
import { siteMetadata, viewport } from "@/lib/metadata";
import "./globals.css";

export const metadata = siteMetadata;
export { viewport };

/**
 * Each language has its own root document: app/(en)/layout.tsx at the specification's URLs and
 * app/ar/layout.tsx under /ar. This layout only passes them through; the 404 page for URLs that
 * match no route (app/not-found.tsx) renders its own document.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
