"use client";

import { ErrorNotice } from "@/components/site/error-notice";
import { errorCopy } from "@/content/error-copy";

/** A page that failed while the site's header and footer still stand. */
export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorNotice error={error} retry={retry} copy={errorCopy} home="/" />;
}
