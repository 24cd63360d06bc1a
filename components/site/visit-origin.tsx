"use client";

import { useEffect } from "react";
import { captureVisit } from "@/lib/attribution";

/** Records where the tab's visit began (lib/attribution): nothing leaves the tab without an enquiry. */
export function VisitOrigin() {
  useEffect(captureVisit, []);
  return null;
}
