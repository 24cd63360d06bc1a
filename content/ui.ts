import type { Localized } from "./locales";
import { errorCopy } from "./error-copy";
import { site } from "./site";
import { ui as arabic } from "./ui.ar";

/**
 * The interface's own words in each language: the site's chrome (header, footer, breadcrumbs, the
 * language switch), the labels of the page templates, the overview pages, the 404 and error pages,
 * and what screen readers hear. Page copy lives in its own content entries (home, services, case
 * studies, terms). A function is for a string built around a value (a name, a count).
 */
export type UiCopy = {
  /** The language's own name, as the switch in the other language shows it. */
  languageName: string;
  /** Open Graph locale of the pages. */
  ogLocale: string;
  skipLink: string;
  /** The line a page shows when one of its script files failed to load. */
  scriptsFailed: string;
  header: {
    /** Follows the logo for screen readers: "Deccan Softworks, home". */
    homeSuffix: string;
    mainNav: string;
    mobileNav: string;
    openMenu: string;
    closeMenu: string;
    servicesMenu: string;
    loadMoreServices: string;
    contact: string;
  };
  /** The language switch, in the page's own language: where it leads and what it is. */
  languageSwitch: { label: string };
  footer: {
    nav: string;
    company: string;
    services: string;
    getInTouch: string;
    rights: string;
    backToTop: string;
  };
  breadcrumbs: { label: string; home: string; services: string; caseStudies: string };
  home: {
    metaKeywords: string[];
    getStarted: string;
    getStartedLabel: string;
    exploreServices: string;
    allCaseStudies: string;
    keywords: string;
    countriesWeServe: string;
    mapLabel: (countries: number) => string;
    /** The world map's buttons: the group's name, then each button's. */
    mapControls: {
      group: string;
      zoomIn: string;
      zoomOut: string;
      panLeft: string;
      panRight: string;
      panUp: string;
      panDown: string;
    };
    contactSection: string;
    testimonials: {
      /** The quotation marks around a testimonial. */
      quotes: readonly [string, string];
      label: string;
      stop: string;
      start: string;
      previous: string;
      next: string;
      /** `{index}` and `{count}` are replaced in the browser. */
      slide: string;
    };
  };
  service: {
    howWeWork: { eyebrow: string; title: string };
    step: (number: number) => string;
    technologies: string;
    waysToWork: string;
    benefits: { eyebrow: string; title: string };
    platforms: { eyebrow: string; title: string };
    features: { eyebrow: string; title: string };
    performance: { eyebrow: string; title: string };
    capabilities: { eyebrow: string; title: (service: string) => string };
  };
  caseStudy: {
    readFull: string;
    readFullLabel: (title: string) => string;
    kicker: string;
    facts: { industry: string; region: string; services: string; engagement: string };
    sections: {
      overview: string;
      challenges: string;
      vision: string;
      techStack: string;
      impact: string;
      closing: string;
      next: string;
    };
    sampleColumns: { en: string; ar: string };
    cta: { title: string; text: string; button: string };
  };
  servicesPage: {
    title: string;
    description: string;
    keywords: string[];
    eyebrow: string;
    heading: string;
    intro: string;
    onThisPage: string;
    technologies: string;
    seeService: string;
  };
  caseStudiesPage: {
    title: string;
    description: string;
    keywords: string[];
    eyebrow: string;
    heading: string;
    intro: string;
  };
  contactPage: { title: string; description: string; keywords: string[] };
  termsPage: {
    title: string;
    description: string;
    keywords: string[];
    eyebrow: string;
    lastUpdated: string;
    sectionsNav: string;
    onThisPage: string;
    questions: string;
  };
  notFound: { title: string; description: string; eyebrow: string; heading: string; text: string };
  backToHome: string;
  og: { title: string; footer: string; caseStudy: string };
};

const english: UiCopy = {
  languageName: "English",
  ogLocale: "en_IN",
  skipLink: "Skip to content",
  scriptsFailed:
    "Part of this page did not load. It still works without it: links, menus and the contact form all do. Reload to try again.",
  header: {
    homeSuffix: ", home",
    mainNav: "Main",
    mobileNav: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    servicesMenu: "Services menu",
    loadMoreServices: "Load More Services...",
    contact: "Contact Us",
  },
  languageSwitch: { label: "Read this page in Arabic" },
  footer: {
    nav: "Footer",
    company: "Company",
    services: "Services",
    getInTouch: "Get in touch",
    rights: "All rights reserved.",
    backToTop: "Back to top",
  },
  breadcrumbs: {
    label: "Breadcrumb",
    home: "Home",
    services: "Services",
    caseStudies: "Case studies",
  },
  home: {
    metaKeywords: [
      "software development company in Pune",
      "custom software development India",
      "IT outsourcing India",
    ],
    getStarted: "Get Started",
    getStartedLabel: `Get Started: Contact ${site.brand} for IT services`,
    exploreServices: "Explore Services",
    allCaseStudies: "All case studies",
    keywords: "Keywords",
    countriesWeServe: "Countries we serve",
    mapLabel: (countries) =>
      `World map with the ${countries} countries ${site.brand} serves highlighted in red`,
    mapControls: {
      group: "Map controls: the arrow keys pan the zoomed map",
      zoomIn: "Zoom in",
      zoomOut: "Zoom out",
      panLeft: "Pan left",
      panRight: "Pan right",
      panUp: "Pan up",
      panDown: "Pan down",
    },
    contactSection: "Contact",
    testimonials: {
      quotes: ["“", "”"],
      label: "Client testimonials",
      stop: "Stop automatic slide show",
      start: "Start automatic slide show",
      previous: "Previous testimonial",
      next: "Next testimonial",
      slide: "{index} of {count}",
    },
  },
  service: {
    howWeWork: { eyebrow: "How we work", title: "One in-house team, from workshop to support" },
    step: (number) => `Step ${number}`,
    technologies: "Technologies we use here",
    waysToWork: "Ways to work with us",
    benefits: { eyebrow: "Benefits", title: "What you get with us" },
    platforms: { eyebrow: "Platforms", title: "Android, iOS and hybrid" },
    features: { eyebrow: "Features", title: "What we build" },
    performance: {
      eyebrow: "What you can count on",
      title: "Built to perform from the first sprint",
    },
    capabilities: {
      eyebrow: "Capabilities",
      title: (service) => `What we offer in ${service.toLowerCase()}`,
    },
  },
  caseStudy: {
    readFull: "Read Full",
    readFullLabel: (title) => `Read Full case study: ${title}`,
    kicker: "Case study",
    facts: {
      industry: "Industry",
      region: "Region",
      services: "Services",
      engagement: "Engagement",
    },
    sections: {
      overview: "Client overview",
      challenges: "Core challenges",
      vision: "Vision to Reality",
      techStack: "Tech stack",
      impact: "Measurable impact",
      closing: "Closing thoughts",
      next: "What's next",
    },
    sampleColumns: { en: "English", ar: "Arabic" },
    cta: {
      title: "Facing a similar problem?",
      text: "Tell us what you are working on. A senior engineer from our Pune team will reply with questions, options and a first estimate.",
      button: `Contact ${site.brand}`,
    },
  },
  servicesPage: {
    title: "Services",
    description: `${site.brand}'s 13 services: custom applications, cloud, databases, web, mobile, IoT, e-commerce, Windows apps, modernization, design, games, digital marketing and 24/7 support.`,
    keywords: [
      "IT services company Pune",
      "software development services",
      "cloud and DevOps services",
    ],
    eyebrow: "Services",
    heading: "Thirteen services, one in-house team in Pune",
    intro:
      "From a first workshop to 24/7 support: pick the service you need, or talk to us about a project that spans several.",
    onThisPage: "Services on this page",
    technologies: "Technologies",
    seeService: "See the service",
  },
  caseStudiesPage: {
    title: "Case Studies",
    description: `How ${site.brand} built conversational AI for real estate, AI tools for teachers, an institution platform, a bilingual UAE store and a smart chemical plant, with measured results.`,
    keywords: [
      "software case studies",
      "AI case study India",
      "e-commerce case study UAE",
      "smart manufacturing case study",
    ],
    eyebrow: "Case studies",
    heading: "Software we built, and what it changed",
    intro:
      "Five projects across real estate, education, retail and manufacturing: the problem, how we approached it, the architecture, and the results our clients measured.",
  },
  contactPage: {
    title: "Contact Us",
    description: `Talk to ${site.brand} about software development, cloud, web and mobile projects. Call ${site.phone}, e-mail ${site.email} or visit our office in Baner, Pune.`,
    keywords: [
      "contact software company Pune",
      "IT services enquiry",
      "hire software developers India",
    ],
  },
  termsPage: {
    title: "Terms and Conditions",
    description: `The terms that govern ${site.brand}'s website and services: licensing, payment, support, intellectual property, privacy, liability and the governing law of ${site.governingLawState}, India.`,
    keywords: ["terms and conditions", "software services agreement", "privacy"],
    eyebrow: "Legal",
    lastUpdated: "Last updated",
    sectionsNav: "Sections",
    onThisPage: "On this page",
    questions: "Questions about these terms? Write to",
  },
  notFound: {
    title: "404 Not Found",
    description:
      "This page does not exist or has moved. Find our software, cloud and digital services, case studies and contact details from the home page.",
    eyebrow: "Error 404",
    heading: "404 Not Found!",
    text: "This page does not exist or has moved. Our services, case studies and contact details are one click away.",
  },
  backToHome: errorCopy.backToHome,
  og: {
    title: "Software, cloud and digital transformation, built in Pune.",
    footer: "140+ in-house engineers · 400+ projects · clients in 10 countries",
    caseStudy: "Case study",
  },
};

export const uiCopy: Localized<UiCopy> = { en: english, ar: arabic };
