"use client";

import { usePathname } from "next/navigation";
import { Suspense, type ComponentProps } from "react";
import { ErrorNotice } from "@/components/site/error-notice";
import { errorCopy } from "@/content/error-copy";
import { direction, pathLocale } from "@/content/locales";
import { brandTitle } from "@/content/contact";
import { lazyPart } from "@/lib/lazy-part";
import "./globals.css";

// The Arabic words load only when an Arabic page fails: this boundary is part of every page's
// scripts, and English pages carry no Arabic. If they cannot load, the English notice stands in.
const ArabicNotice = lazyPart(
  async () => {
    const { errorCopy: arabic } = await import("@/content/error-copy.ar");
    return function ArabicNotice(props: BoundaryProps) {
      return <Notice {...props} copy={arabic} home="/ar" />;
    };
  },
  (props: BoundaryProps) => <Notice {...props} copy={errorCopy} home="/" />,
  "The Arabic error page",
);

type BoundaryProps = { error: unknown; retry: () => void };

function Notice(props: ComponentProps<typeof ErrorNotice>) {
  return (
    <>
      <title>{brandTitle(props.copy.eyebrow)}</title>
      <ErrorNotice {...props} />
    </>
  );
}

/** The whole app failed, layout included: the same notice in a document of its own, in the page's language. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = pathLocale(usePathname() ?? "/");
  return (
    <html lang={locale} dir={direction[locale]}>
      <body className="bg-canvas font-sans text-ink">
        <main>
          {locale === "en" ? (
            <Notice error={error} retry={retry} copy={errorCopy} home="/" />
          ) : (
            <Suspense>
              <ArabicNotice error={error} retry={retry} />
            </Suspense>
          )}
        </main>
      </body>
    </html>
  );
}
