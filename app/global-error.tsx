"use client";

import { useEffect } from "react";
import { ErrorNotice } from "@/components/site/error-notice";
import { errorCopy } from "@/content/error-copy";
import { site } from "@/content/site";
import "./globals.css";

/** The whole app failed, layout included: the same notice in a document of its own. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="en">
      <body className="bg-canvas font-sans text-ink">
        <title>{`Error | ${site.brand}`}</title>
        <main>
          <ErrorNotice retry={retry} copy={errorCopy} home="/" />
        </main>
      </body>
    </html>
  );
}
