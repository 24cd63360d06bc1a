/** Home page copy: hero, section headings, about, why choose us, testimonials and FAQ. */
import homeAr from "./home.ar";
import type { Localized } from "./locales";
import { site } from "./site";

type Testimonial = {
  id: number;
  text: string;
  author: string;
  /** Country flag image path. */
  img: string;
  /** The flag's country name, for its alt text. */
  country: string;
  /** Optional background colour for the initials avatar. */
  avatarColor?: string;
};

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
  facts: [
    { value: String(site.founded), label: "Founded in Pune" },
    { value: "140+", label: "In-house engineers, designers and analysts" },
    { value: "400+", label: "Projects delivered" },
    { value: "10", label: "Countries with clients" },
  ],
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

const testimonials: Testimonial[] = [
  {
    id: 1,
    text: "Buyers message us at all hours, and most evening enquiries used to wait until the next morning. They built an assistant on WhatsApp and our project websites that answers from our approved brochures, qualifies the buyer and books the site visit into our CRM. Our sales team now starts the day with visits already booked.",
    author: "Aditi Kulkarni, Head of Sales, residential developer, Pune",
    img: "/flags/IN.svg",
    country: "India",
    avatarColor: "#BF202F",
  },
  {
    id: 2,
    text: "Our teachers write feedback in Google Docs and Word, so we wanted help there, not in another portal. The add-in drafts comments against our own rubrics, and the teacher edits and approves every one before a student sees it. Marking weekends are shorter, and students get feedback while the work is still fresh.",
    author: "Sunita Deshmukh, Principal, secondary school network, Maharashtra",
    img: "/flags/IN.svg",
    country: "India",
    avatarColor: "#0C111D",
  },
  {
    id: 3,
    text: "Our old store treated Arabic as a translation, and our customers noticed it at checkout. The team rebuilt the store right to left from the first screen and added Apple Pay and cash on delivery, which shoppers had been asking for. People on phones now finish their orders in the language they prefer.",
    author: "Omar Al Hashimi, E-commerce Manager, home and lifestyle retailer, Dubai",
    img: "/flags/AE.svg",
    country: "United Arab Emirates",
    avatarColor: "#4A5465",
  },
  {
    id: 4,
    text: "We were dispatching drivers from spreadsheets and phone calls. They built a dispatch web app and a React Native driver app on AWS, and showed us working software at every sprint demo, so we always knew where the project stood. Our dispatchers now see every load and every driver on one screen.",
    author: "Michael Turner, VP of Operations, logistics company, Chicago",
    img: "/flags/US.svg",
    country: "United States",
    avatarColor: "#9C1A26",
  },
  {
    id: 5,
    text: "Our scheduling product ran on an ageing .NET desktop application that few people on our team could still change. Their dedicated team moved it to a web application on Azure module by module while the old system kept running. Releases used to take a weekend; now they are routine, and each one passes a security review first.",
    author: "Emma Clarke, Product Director, healthcare software company, Manchester",
    img: "/flags/GB.svg",
    country: "United Kingdom",
    avatarColor: "#0C111D",
  },
  {
    id: 6,
    text: "We needed data from the machines at our customers' sites in one place. They built the IoT platform and the service dashboard, and now maintain both under a support retainer. Our service engineers hear about a fault before the customer calls us.",
    author: "Pieter de Vries, IT Manager, industrial equipment manufacturer, Eindhoven",
    img: "/flags/NL.svg",
    country: "Netherlands",
    avatarColor: "#BF202F",
  },
];

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

const faq: { question: string; answer: string }[] = [
  {
    question: `What services does ${site.brand} offer?`,
    answer:
      "We design, build and support custom software: web applications, Android, iOS and hybrid mobile apps, Windows applications, e-commerce stores, IoT systems, databases and games. We also migrate and run applications on AWS, Azure and Google Cloud and modernize legacy systems. Graphic design, digital marketing (SEO and SMO) and software maintenance with 24/7 support on support plans complete the list.",
  },
  {
    question: "How experienced is your team?",
    answer: `${site.brand} has built software since ${site.founded} and has delivered 400+ projects for clients in 10 countries. Our 140+ engineers, designers and analysts are all in-house in Pune. They work in TypeScript, React, Next.js, Node.js, .NET, Java, Python, Flutter, React Native, Swift and Kotlin, among other technologies.`,
  },
  {
    question: "Which industries do you work with?",
    answer:
      "Real estate, education, retail and e-commerce, manufacturing and chemicals, healthcare, logistics and finance. Our case studies include conversational AI assistants for a real-estate developer in Pune, an AI comment assistant for schools, a bilingual Arabic and English store in the UAE, and lean and smart-factory work for a chemical manufacturer.",
  },
  {
    question: "How do you ensure quality?",
    answer:
      "We follow an ISO 9001-style quality process: every change is code reviewed, and automated tests run in CI. Before each release, an OWASP-based security review checks the application. You see working software at a demo at the end of every two-week sprint, so problems surface early.",
  },
  {
    question: "Can you handle large-scale projects?",
    answer:
      "Yes. With 140+ engineers, designers and analysts in-house, we can staff a dedicated team and grow it as the work grows. Large projects start with a discovery workshop and an architecture and estimate broken down by feature, then run in two-week sprints with demos. One example is the management platform that runs admissions, timetables, fees and results for an education trust's schools and colleges.",
  },
];

/**
 * The countries we serve, filled red on the map (spec §3; its "KWI" is Kuwait, ISO code KWT): a
 * fact, the same in every language (their names are each locale's `countryNames`). `marker`
 * places a dot for territories too small for the 1:110m map.
 */
export const servedCountries = [
  { code: "IND" },
  { code: "USA" },
  { code: "GBR" },
  { code: "NLD" },
  { code: "CAN" },
  { code: "KWT" },
  { code: "AUS" },
  { code: "BEL" },
  { code: "KAZ" },
  { code: "SXM", marker: [-63.07, 18.04] },
] as const satisfies readonly { code: string; marker?: readonly [number, number] }[];

type CountryCode = (typeof servedCountries)[number]["code"];

const countryNames: Record<CountryCode, string> = {
  IND: "India",
  USA: "United States",
  GBR: "United Kingdom",
  NLD: "Netherlands",
  CAN: "Canada",
  KWT: "Kuwait",
  AUS: "Australia",
  BEL: "Belgium",
  KAZ: "Kazakhstan",
  SXM: "Sint Maarten",
};

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
  testimonials: Testimonial[];
  caseStudiesIntro: typeof caseStudiesIntro;
  worldMap: { title: string; subtitle: string; lead: string };
  faqIntro: typeof faqIntro;
  faq: typeof faq;
  countryNames: Record<CountryCode, string>;
};

/** Every locale holds every section's copy (the Arabic in home.ar.ts). */
export const homeCopy: Localized<HomeCopy> = {
  en: {
    hero,
    whatWeDo,
    about,
    whyChooseUs,
    testimonialsIntro,
    testimonials,
    caseStudiesIntro,
    worldMap,
    faqIntro,
    faq,
    countryNames,
  },
  ar: homeAr,
};
