/**
 * Home page copy: hero, section headings, about, why choose us, and the testimonials' and FAQ's
 * headings (their entries are data files: content/testimonial-entries.ts,
 * content/faq-entries.ts).
 */
import homeAr from "./home.ar";
import type { Localized } from "./locales";
import { facts } from "./company-facts";
import { site } from "./site";

const hero: {
  desktop: { lead: string; words: readonly ["Future", "Solutions"]; sub: string };
  mobile: { title: string; sub: string };
  dashboardAlt: string;
  mobileAlt: string;
} = {
  desktop: {
    lead: "Building",
    words: ["Future", "Solutions"] as const,
    sub: `${site.brand} delivers expert software development, cloud solutions and digital transformation services that help businesses innovate and grow.`,
  },
  mobile: {
    title: `Building Future Solutions with ${site.brand}`,
    sub: "Expert software development and IT solutions to transform your business with modern technology.",
  },
  dashboardAlt:
    "Software development dashboard in a browser window, with a sidebar, KPI cards, a red line chart, a sprint strip and deployment status pills",
  mobileAlt:
    "Mobile application interface in a phone frame, with a header, a list of cards, a red primary button and a bottom tab bar",
};

const whatWeDo: { eyebrow: string; title: string; lead: string } = {
  eyebrow: "What We Do",
  title: "From the first design to support after launch",
  lead: "Web, mobile, cloud, data, IoT and e-commerce: we design, build, modernize and support the software your business runs on, with one in-house team in Pune.",
};

const about: {
  title: string;
  paragraphs: string[];
  facts: { value: string; label: string }[];
} = {
  title: `What is ${site.brand}?`,
  paragraphs: [
    `${site.brand} is a software development and IT services company in Baner, Pune. Since ${site.founded} we have built custom software for businesses: web and mobile apps, cloud platforms, e-commerce stores, IoT systems and the integrations between them.`,
    "Our engineers, designers and analysts are all in-house, so the people who scope your project are the people who build and support it. You see working software at a demo every two weeks, on a fixed-scope project, a dedicated team, time and materials or a support retainer.",
  ],
  facts: facts.en.figures,
};

const whyChooseUs: {
  eyebrow: string;
  title: string;
  cards: { title: string; text: string; points: string[] }[];
} = {
  eyebrow: "Why Choose Us",
  title: `Why businesses choose ${site.brand}`,
  cards: [
    {
      title: "Innovative Business Software Solutions",
      text: "We build software around how your business works, starting with a discovery workshop with your users and process owners. Conversational AI for sales teams, AI feedback for teachers, one platform to run a school trust: each solves a named problem for a named user.",
      points: [
        "Discovery workshop before any estimate",
        "A working demo every two weeks",
        "AI features that answer from your own data",
      ],
    },
    {
      title: "Scalable Software for Business Growth",
      text: "We design the architecture and data model for the load you expect next year, not only for launch day. Services in Node.js, .NET, Java or Python run on PostgreSQL, SQL Server or MongoDB, packaged with Docker and Kubernetes so they grow with you.",
      points: [
        "Estimates broken down by feature and sprint",
        "Automated tests in CI on every change",
        "Web, mobile and integrations from one team",
      ],
    },
    {
      title: "Secure & Scalable Cloud Services",
      text: "We build, migrate and run applications on AWS, Azure and Google Cloud. Every release passes code review and an OWASP-based security review before it goes live, and clients on support plans have cover around the clock.",
      points: [
        "AWS, Azure and Google Cloud",
        "OWASP-based review before every release",
        "24/7 support on support plans",
      ],
    },
  ],
};

const testimonialsIntro: { eyebrow: string; title: string; lead: string } = {
  eyebrow: "Testimonials",
  title: "What our clients say",
  lead: "Sales heads, school leaders, retailers and product teams on what we built with them and what changed after launch.",
};

const caseStudiesIntro: { eyebrow: string; title: string; lead: string } = {
  eyebrow: "Case Studies",
  title: "Work we can show you",
  lead: "Five projects in real estate, education, e-commerce and manufacturing: what the client needed, what we built and the results it produced.",
};

const worldMap: {
  title: "Trusted Worldwide";
  subtitle: "Proudly Serving Clients Across the Globe";
  lead: string;
} = {
  title: "Trusted Worldwide",
  subtitle: "Proudly Serving Clients Across the Globe",
  lead: `From Pune, ${site.brand} has delivered 400+ projects for clients in 10 countries: India, the United States, the United Kingdom, the Netherlands, Canada, Kuwait, Australia, Belgium, Kazakhstan and Sint Maarten.`,
};

const faqIntro: { eyebrow: string; title: string } = {
  eyebrow: "FAQ",
  title: "Frequently asked questions",
};

/**
 * Where the map places a dot for a served country too small for its 1:110m outlines (the countries
 * themselves, and their names, are the company's facts: content/facts.json).
 */
export const MAP_MARKERS: Record<string, readonly [number, number]> = { SXM: [-63.07, 18.04] };

/** The home page's copy in one language (the English above pins the spec's own wording). */
export type HomeCopy = {
  hero: {
    desktop: { lead: string; words: readonly [string, string]; sub: string };
    mobile: { title: string; sub: string };
    dashboardAlt: string;
    mobileAlt: string;
  };
  whatWeDo: typeof whatWeDo;
  about: typeof about;
  whyChooseUs: typeof whyChooseUs;
  testimonialsIntro: typeof testimonialsIntro;
  caseStudiesIntro: typeof caseStudiesIntro;
  worldMap: { title: string; subtitle: string; lead: string };
  faqIntro: typeof faqIntro;
};

/** Every locale holds every section's copy (the Arabic in home.ar.ts). */
export const homeCopy: Localized<HomeCopy> = {
  en: {
    hero,
    whatWeDo,
    about,
    whyChooseUs,
    testimonialsIntro,
    caseStudiesIntro,
    worldMap,
    faqIntro,
  },
  ar: homeAr,
};
