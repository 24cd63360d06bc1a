import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { WorldMap } from "./world-map";
import { facts } from "@/content/company-facts";
import { homeCopy, MAP_MARKERS } from "@/content/home";
import type { Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { HomeSectionFrame, titleId } from "./home-section-frame";

export function Global({ locale }: { locale: Locale }) {
  const { worldMap } = homeCopy[locale];
  const { countriesWeServe, mapLabel, mapControls } = uiCopy[locale].home;
  const countries = facts[locale].countries.map((country) => ({
    ...country,
    marker: MAP_MARKERS[country.code],
  }));
  return (
    <HomeSectionFrame id="global" className="border-y border-line bg-canvas">
      <Container className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <SectionHeading
            id={titleId("global")}
            eyebrow={worldMap.title}
            title={worldMap.subtitle}
            lead={worldMap.lead}
          />
          <h3 className="mt-8 text-sm font-semibold">{countriesWeServe}</h3>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm text-ink/85">
            {countries.map((country) => (
              <li key={country.code} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
                {country.name}
              </li>
            ))}
          </ul>
        </div>
        <WorldMap countries={countries} label={mapLabel(countries.length)} controls={mapControls} />
      </Container>
    </HomeSectionFrame>
  );
}
