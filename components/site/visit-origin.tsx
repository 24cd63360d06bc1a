"use client";

import { useEffect } from "react";
import { captureVisit } from "@/lib/attribution";

/**
 * Records where the tab's visit began, and answers the site's other tabs asking for it
 * (lib/attribution): nothing leaves the browser without an enquiry.
 */
export function VisitOrigin() {
  useEffect(captureVisit, []);
  return null;
}
