import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { site } from "@/content/site";
import { constructMetadata } from "@/lib/metadata";

export const metadata = constructMetadata({ path: "/" });

export default function HomePage() {
  return (
    <section id="home" aria-labelledby="home-title">
      <Container className="py-20 sm:py-28">
        <h1 id="home-title" className="max-w-3xl text-display font-semibold text-balance">
          Building Future Solutions with {site.brand}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">
          We deliver expert software development, cloud solutions and digital transformation
          services to help businesses innovate and grow.
        </p>
        <LinkButton
          href="/contactus"
          aria-label={`Get Started: Contact ${site.brand} for IT services`}
          className="mt-8"
        >
          Get Started
        </LinkButton>
      </Container>
    </section>
  );
}
