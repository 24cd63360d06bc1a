import { Mail, Phone, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { ErrorCopy } from "@/content/error-copy";
import { contact, phoneHref } from "@/content/contact";
import { isDownloadFailure, reportClientError } from "@/lib/client-errors";

/**
 * What a visitor sees when part of a page failed (app/error.tsx) or the whole app did
 * (app/global-error.tsx): what happened (a download that failed, or a fault in the page's code,
 * which is reported to the site), a retry, the way home, and how to reach the company.
 */
export function ErrorNotice({
  error,
  retry,
  copy,
  home,
}: {
  error: unknown;
  retry: () => void;
  copy: ErrorCopy;
  /** The home page of the page's language. */
  home: string;
}) {
  const download = isDownloadFailure(error);
  useEffect(() => {
    console.error(error);
    reportClientError("boundary", error);
  }, [error]);
  return (
    <Container className="flex flex-col items-center py-28 text-center sm:py-36">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{copy.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{copy.heading}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        {download ? copy.text.download : copy.text.fault}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={retry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {copy.retry}
        </Button>
        {/* A document link, not the client router's: after a failure the home page loads afresh
            from the server (and the error boundaries, part of every page's scripts, stay small). */}
        <a href={home} className={buttonClass({ variant: "secondary", size: "lg" })}>
          {copy.backToHome}
        </a>
      </div>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-muted">
        <li>
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex items-center gap-2 hover:text-accent"
          >
            <Mail className="size-4" aria-hidden="true" />
            <span dir="ltr">{contact.email}</span>
          </a>
        </li>
        <li>
          <a href={phoneHref} className="inline-flex items-center gap-2 hover:text-accent">
            <Phone className="size-4" aria-hidden="true" />
            <span dir="ltr">{contact.phone}</span>
          </a>
        </li>
      </ul>
    </Container>
  );
}
