import { sectionHref, type HomeSection } from "./sections";
import { localizePath, type Locale, type Localized } from "./locales";
import { footerLabels, navLabels } from "./navigation.ar";
import { localizedServices, serviceHref } from "./services";

/** Anything the header can navigate to: a page link or a home section. */
export type NavTarget = { type: "scroll" | "link"; href: string; sectionId?: HomeSection };

type NavSubItem = {
  label: string;
  description: string;
  href: string;
  type: "link";
};

export type NavItem = {
  label: string;
  /** A real URL: scroll items point at the home page's anchors so they work without script. */
  href: string;
  type: "scroll" | "link";
  sectionId?: HomeSection;
  isDropdown?: boolean;
  /** The dropdown's own page, where clicking its label goes. */
  subItems?: NavSubItem[];
};

const scrollItem = (locale: Locale, label: string, sectionId: HomeSection): NavItem => ({
  label,
  href: localizePath(locale, sectionHref(sectionId)),
  type: "scroll",
  sectionId,
});

/** The header's labels, by the home section (or the dropdown) each item opens. */
const headerLabels: Localized<
  Record<
    "home" | "about" | "portfolio" | "testimonial" | "casestudy" | "insights" | "services",
    string
  >
> = {
  en: {
    home: "Home",
    about: "About",
    portfolio: "Portfolio",
    testimonial: "Testimonial",
    casestudy: "Case Studies",
    insights: "Insights",
    services: "Services",
  },
  ar: navLabels,
};

const navigationIn = (locale: Locale): NavItem[] => {
  const label = headerLabels[locale];
  return [
    scrollItem(locale, label.home, "home"),
    scrollItem(locale, label.about, "about"),
    scrollItem(locale, label.portfolio, "portfolio"),
    scrollItem(locale, label.testimonial, "testimonial"),
    scrollItem(locale, label.casestudy, "casestudy"),
    { label: label.insights, href: localizePath(locale, "/insights"), type: "link" },
    {
      label: label.services,
      href: localizePath(locale, "/services"),
      type: "link",
      isDropdown: true,
      subItems: localizedServices[locale].map((service) => ({
        label: service.title,
        description: service.description,
        href: localizePath(locale, serviceHref(service)),
        type: "link",
      })),
    },
  ];
};

/** The header's items in each locale. */
export const navigation: Localized<NavItem[]> = { en: navigationIn("en"), ar: navigationIn("ar") };

const footerHrefs = {
  home: "/#home",
  about: "/#about",
  portfolio: "/#portfolio",
  contact: "/#contact",
  insights: "/insights",
  terms: "/footer/TermsConditions",
} as const;

const footerLinksIn = (locale: Locale, labels: Record<keyof typeof footerHrefs, string>) =>
  (Object.keys(footerHrefs) as (keyof typeof footerHrefs)[]).map((key) => ({
    label: labels[key],
    href: localizePath(locale, footerHrefs[key]),
  }));

/** The footer's company links in each locale. */
export const footerLinks: Localized<{ label: string; href: string }[]> = {
  en: footerLinksIn("en", {
    home: "Home",
    about: "About us",
    portfolio: "Why choose us",
    contact: "Contact us",
    insights: "Insights",
    terms: "Terms & Conditions",
  }),
  ar: footerLinksIn("ar", footerLabels),
};
