"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { captureVisit } from "@/lib/attribution";

/**
 * Records where the browser's visit began, and keeps it going on every page, the router's
 * navigations too (lib/attribution): nothing leaves the browser without an enquiry.
 */
export function VisitOrigin() {
  const pathname = usePathname();
  useEffect(captureVisit, [pathname]);
  return null;
}
