import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { constructMetadata } from "@/lib/metadata";

/** Next.js marks the not-found page `noindex` itself, and it answers 404: search engines skip it. */
export const metadata = constructMetadata({
  title: "404 Not Found",
  description:
    "This page does not exist or has moved. Find our software, cloud and digital services, case studies and contact details from the home page.",
});

export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-28 text-center sm:py-36">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">404 Not Found!</h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        This page does not exist or has moved. Our services, case studies and contact details are
        one click away.
      </p>
      <LinkButton href="/" className="mt-8">
        Back To Home
      </LinkButton>
    </Container>
  );
}
