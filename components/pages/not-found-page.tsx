import { LinkButton } from "@/components/ui/link-button";
import { Container } from "@/components/ui/container";
import { localizePath, type Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { constructMetadata } from "@/lib/metadata";

/** Next.js marks the not-found page `noindex` itself, and it answers 404: search engines skip it. */
export const notFoundMetadata = (locale: Locale) =>
  constructMetadata({
    locale,
    title: uiCopy[locale].notFound.title,
    description: uiCopy[locale].notFound.description,
  });

export function NotFoundPage({ locale }: { locale: Locale }) {
  const ui = uiCopy[locale];
  return (
    <Container className="flex flex-col items-center py-28 text-center sm:py-36">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {ui.notFound.eyebrow}
      </p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
        {ui.notFound.heading}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted">{ui.notFound.text}</p>
      <LinkButton href={localizePath(locale, "/")} className="mt-8">
        {ui.backToHome}
      </LinkButton>
    </Container>
  );
}
