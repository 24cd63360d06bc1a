import type { Locale, Localized } from "./locales";
import { serviceCards } from "./services.ar";

/** The 13 services. `slug` is the path segment exactly as the specification's route table spells it. */
export type ServiceIconName =
  | "layers"
  | "cloud"
  | "database"
  | "megaphone"
  | "palette"
  | "life-buoy"
  | "refresh"
  | "gamepad"
  | "globe"
  | "smartphone"
  | "cpu"
  | "shopping-cart"
  | "monitor";

export type Service = {
  id: number;
  title: string;
  slug: string;
  /** Anchor of the service's section on the /services overview. */
  anchor: string;
  /** One line for the navigation dropdown and the home grid. */
  description: string;
  icon: ServiceIconName;
  /** The source label an enquiry from this service's page carries. */
  source: string;
  /** Three search phrases: the home card's chips and the page's meta keywords. */
  keywords: readonly string[];
};

export const services = [
  {
    id: 1,
    title: "Application Services",
    slug: "ApplicationServices",
    anchor: "application-service",
    description: "Custom business applications designed, built and run by one accountable team.",
    icon: "layers",
    source: "Application Services",
    keywords: ["custom application development", "enterprise software", "business applications"],
  },
  {
    id: 2,
    title: "Cloud Services",
    slug: "CloudServices",
    anchor: "cloud-migration-service",
    description: "Migration, architecture and cost control on AWS, Azure and Google Cloud.",
    icon: "cloud",
    source: "Cloud Services",
    keywords: ["cloud migration", "AWS Azure Google Cloud", "DevOps and Kubernetes"],
  },
  {
    id: 3,
    title: "Database Services",
    slug: "DatabaseServices",
    anchor: "database-service",
    description: "PostgreSQL, SQL Server and MongoDB design, tuning, migration and backups.",
    icon: "database",
    source: "Database Services",
    keywords: [
      "database design and tuning",
      "PostgreSQL and SQL Server",
      "data migration and backups",
    ],
  },
  {
    id: 4,
    title: "Digital Marketing",
    slug: "DigitalServices",
    anchor: "digital-service",
    description: "SEO and social media programmes measured in leads, not impressions.",
    icon: "megaphone",
    source: "Digital Services",
    keywords: ["search engine optimisation", "social media marketing", "lead generation"],
  },
  {
    id: 5,
    title: "Graphic Services",
    slug: "GraphicsServices",
    anchor: "graphic-service",
    description: "Brand identity, UI design and illustration for products and campaigns.",
    icon: "palette",
    source: "Graphic Services",
    keywords: ["brand identity", "UI and UX design", "illustration"],
  },
  {
    id: 6,
    title: "Software Maintenance & 24/7 Support",
    slug: "SoftwareServices",
    anchor: "software-service",
    description: "Monitoring, fixes and updates with round-the-clock cover on support plans.",
    icon: "life-buoy",
    source: "Software Services",
    keywords: ["software maintenance", "24/7 application support", "monitoring and updates"],
  },
  {
    id: 7,
    title: "Application Modernization",
    slug: "applicationmodernization",
    anchor: "application-modernization-service",
    description: "Legacy systems moved to modern stacks in stages, without stopping the business.",
    icon: "refresh",
    source: "Application Modernization",
    keywords: ["legacy modernisation", "staged migration", "cloud-native rebuilds"],
  },
  {
    id: 8,
    title: "Game Development",
    slug: "GameServices",
    anchor: "game-service",
    description: "2D and 3D games and gamified training built with Unity for mobile and web.",
    icon: "gamepad",
    source: "Game Development Services",
    keywords: ["Unity game development", "gamified training", "mobile and web games"],
  },
  {
    id: 9,
    title: "Web Development",
    slug: "webapplicationdevelopment",
    anchor: "web-application-development-service",
    description: "Fast, accessible web applications and portals with React and Next.js.",
    icon: "globe",
    source: "Web Development",
    keywords: ["web application development", "React and Next.js", "accessible portals"],
  },
  {
    id: 10,
    title: "Mobile App Development",
    slug: "iosmobileappdevelopment",
    anchor: "mobile-app-development-service",
    description:
      "Android, iOS and cross-platform apps with Kotlin, Swift, Flutter and React Native.",
    icon: "smartphone",
    source: "Mobile App Development",
    keywords: ["Android and iOS apps", "Flutter and React Native", "Kotlin and Swift"],
  },
  {
    id: 11,
    title: "IoT Services",
    slug: "iotservices",
    anchor: "iot-service",
    description: "Connected devices, telemetry pipelines and dashboards for plants and fleets.",
    icon: "cpu",
    source: "IoT Services",
    keywords: ["IoT solutions", "device telemetry", "industrial dashboards"],
  },
  {
    id: 12,
    title: "E-commerce Development & Support",
    slug: "ecommercedevelopment",
    anchor: "ecommerce-development-service",
    description: "Online stores and marketplaces that convert, with payments, search and support.",
    icon: "shopping-cart",
    source: "E-Commerce Development & Support",
    keywords: ["e-commerce development", "payments and search", "marketplace support"],
  },
  {
    id: 13,
    title: "Windows Application Development",
    slug: "windowsappdevelopment",
    anchor: "windows-app-development-service",
    description: "Desktop software for Windows with .NET, WinUI and secure offline data.",
    icon: "monitor",
    source: "Windows Application Development",
    keywords: ["Windows desktop software", ".NET and WinUI", "offline-first data"],
  },
] as const satisfies readonly Service[];

/** A service page's slug, the key of its copy in every locale. */
export type ServiceSlug = (typeof services)[number]["slug"];

export const serviceHref = (service: Pick<Service, "slug">) => `/services/${service.slug}`;
/** The Contact Us page for an enquiry about this service (the call to action before the modal loads). */
export const serviceContactHref = (service: Pick<Service, "slug">) =>
  `/contactus?service=${service.slug}`;

/**
 * The services with their cards' text in each locale (the Arabic titles, descriptions and search
 * phrases in services.ar.ts); slugs, icons and enquiry sources stay as they are.
 */
export const localizedServices: Localized<readonly (Service & { slug: ServiceSlug })[]> = {
  en: services,
  ar: services.map((service) => ({ ...service, ...serviceCards[service.slug] })),
};

/** The home page's grid omits Game Development (id 8), as the specification lists. */
export const homeServices = (locale: Locale) =>
  localizedServices[locale].filter((service) => service.id !== 8);
