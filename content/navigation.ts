import { sectionHref, type HomeSection } from "./sections";
import { serviceHref, services } from "./services";

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

const scrollItem = (label: string, sectionId: HomeSection): NavItem => ({
  label,
  href: sectionHref(sectionId),
  type: "scroll",
  sectionId,
});

export const navigation: NavItem[] = [
  scrollItem("Home", "home"),
  scrollItem("About", "about"),
  scrollItem("Portfolio", "portfolio"),
  scrollItem("Testimonial", "testimonial"),
  scrollItem("Case Studies", "casestudy"),
  {
    label: "Services",
    href: "/services",
    type: "link",
    isDropdown: true,
    subItems: services.map((service) => ({
      label: service.title,
      description: service.description,
      href: serviceHref(service),
      type: "link",
    })),
  },
];

export const footerLinks = [
  { label: "Home", href: "/#home" },
  { label: "About us", href: "/#about" },
  { label: "Why choose us", href: "/#portfolio" },
  { label: "Contact us", href: "/#contact" },
  { label: "Terms & Conditions", href: "/footer/TermsConditions" },
] as const;
