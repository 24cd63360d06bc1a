"use client";

import { useEffect } from "react";
import { reportClientError } from "@/lib/client-errors";

/** Reports the page's uncaught errors and unhandled rejections (lib/client-errors). */
export function ErrorReporter() {
  useEffect(() => {
    const onError = (event: ErrorEvent) =>
      reportClientError("error", event.error ?? event.message, {
        file: event.filename,
        line: event.lineno,
        column: event.colno,
      });
    const onRejection = (event: PromiseRejectionEvent) =>
      reportClientError("rejection", event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
