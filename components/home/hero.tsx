import { ArrowRight } from "lucide-react";
import { LinkButton } from "@/components/ui/link-button";
import { Illustration } from "@/components/ui/illustration";
import { Container } from "@/components/ui/container";
import { homeCopy } from "@/content/home";
import { localizePath, type Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { RotatingText } from "./rotating-text";

/** Spec §9: the hero word changes every 3000 ms. */
const ROTATION_MS = 3000;

function GetStarted({ locale }: { locale: Locale }) {
  const { getStarted, getStartedLabel } = uiCopy[locale].home;
  return (
    <LinkButton
      href={localizePath(locale, "/contactus")}
      aria-label={getStartedLabel}
      size="lg"
      className="animate-fade-up px-7 py-3.5"
    >
      {getStarted}
      <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
    </LinkButton>
  );
}

/**
 * The hero: a desktop layout (large screens) with the rotating word, and a phone layout. The
 * headline is plain text in the HTML, with no entrance animation: it is the largest element of the
 * first screen.
 */
export function Hero({ locale }: { locale: Locale }) {
  const { hero } = homeCopy[locale];
  const { desktop, mobile } = hero;
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      tabIndex={-1}
      className="relative overflow-hidden border-b border-line bg-gradient-to-b from-canvas to-surface focus:outline-none"
    >
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <h1 id="home-title" className="text-display font-semibold text-balance">
            <span className="lg:hidden">{mobile.title}</span>
            <span className="hidden lg:inline">
              {desktop.lead} <span className="sr-only">{desktop.words.join(" ")}</span>
              <RotatingText
                words={desktop.words}
                interval={ROTATION_MS}
                joined={locale === "ar"}
                className="text-accent-vivid"
              />
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">
            <span className="lg:hidden">{mobile.sub}</span>
            <span className="hidden lg:inline">{desktop.sub}</span>
          </p>
          <div className="mt-9">
            <GetStarted locale={locale} />
          </div>
        </div>

        {/* Phone layout: the dashboard with the app in front of it, loaded at once (first screen). */}
        <div className="relative mx-auto w-full max-w-md lg:hidden">
          <Illustration
            name="hero-dashboard"
            alt={hero.dashboardAlt}
            width={640}
            height={480}
            priority
            className="rounded-2xl"
          />
          <div className="absolute -end-2 -bottom-6 w-[34%]">
            <Illustration
              name="hero-mobile-app"
              alt={hero.mobileAlt}
              width={320}
              height={560}
              priority
            />
          </div>
        </div>

        {/* Desktop layout: the same two images, loaded lazily. */}
        <div className="relative hidden lg:block">
          <Illustration
            name="hero-dashboard"
            alt={hero.dashboardAlt}
            width={640}
            height={480}
            className="rounded-2xl"
          />
          <div className="absolute -start-10 -bottom-10 w-[38%]">
            <Illustration name="hero-mobile-app" alt={hero.mobileAlt} width={320} height={560} />
          </div>
        </div>
      </Container>
    </section>
  );
}
