import { Mail, Phone, RotateCcw } from "lucide-react";
import { Button, LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { phoneHref, site } from "@/content/site";

/**
 * What a visitor sees when part of a page failed (app/error.tsx) or the whole app did
 * (app/global-error.tsx): what happened, a retry, the way home, and how to reach the company.
 */
export function ErrorNotice({ retry }: { retry: () => void }) {
  return (
    <Container className="flex flex-col items-center py-28 text-center sm:py-36">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">Error</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
        This page could not be shown
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        Part of it did not load, perhaps because the connection dropped. Try again, or reach us
        directly: we answer every enquiry within one working day.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={retry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
        <LinkButton href="/" variant="secondary" size="lg">
          Back To Home
        </LinkButton>
      </div>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-muted">
        <li>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex items-center gap-2 hover:text-accent"
          >
            <Mail className="size-4" aria-hidden="true" />
            <span dir="ltr">{site.email}</span>
          </a>
        </li>
        <li>
          <a href={phoneHref} className="inline-flex items-center gap-2 hover:text-accent">
            <Phone className="size-4" aria-hidden="true" />
            <span dir="ltr">{site.phone}</span>
          </a>
        </li>
      </ul>
    </Container>
  );
}
