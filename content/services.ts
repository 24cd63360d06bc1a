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
  keywords?: readonly string[];
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
  },
  {
    id: 4,
    title: "Digital Marketing",
    slug: "DigitalServices",
    anchor: "digital-service",
    description: "SEO and social media programmes measured in leads, not impressions.",
    icon: "megaphone",
    source: "Digital Services",
  },
  {
    id: 5,
    title: "Graphic Services",
    slug: "GraphicsServices",
    anchor: "graphic-service",
    description: "Brand identity, UI design and illustration for products and campaigns.",
    icon: "palette",
    source: "Graphic Services",
  },
  {
    id: 6,
    title: "Software Maintenance & 24/7 Support",
    slug: "SoftwareServices",
    anchor: "software-service",
    description: "Monitoring, fixes and updates with round-the-clock cover on support plans.",
    icon: "life-buoy",
    source: "Software Services",
  },
  {
    id: 7,
    title: "Application Modernization",
    slug: "applicationmodernization",
    anchor: "application-modernization-service",
    description: "Legacy systems moved to modern stacks in stages, without stopping the business.",
    icon: "refresh",
    source: "Application Modernization",
  },
  {
    id: 8,
    title: "Game Development",
    slug: "GameServices",
    anchor: "game-service",
    description: "2D and 3D games and gamified training built with Unity for mobile and web.",
    icon: "gamepad",
    source: "Game Development Services",
  },
  {
    id: 9,
    title: "Web Development",
    slug: "webapplicationdevelopment",
    anchor: "web-application-development-service",
    description: "Fast, accessible web applications and portals with React and Next.js.",
    icon: "globe",
    source: "Web Development",
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
  },
  {
    id: 11,
    title: "IoT Services",
    slug: "iotservices",
    anchor: "iot-service",
    description: "Connected devices, telemetry pipelines and dashboards for plants and fleets.",
    icon: "cpu",
    source: "IoT Services",
  },
  {
    id: 12,
    title: "E-commerce Development & Support",
    slug: "ecommercedevelopment",
    anchor: "ecommerce-development-service",
    description: "Online stores and marketplaces that convert, with payments, search and support.",
    icon: "shopping-cart",
    source: "E-Commerce Development & Support",
  },
  {
    id: 13,
    title: "Windows Application Development",
    slug: "windowsappdevelopment",
    anchor: "windows-app-development-service",
    description: "Desktop software for Windows with .NET, WinUI and secure offline data.",
    icon: "monitor",
    source: "Windows Application Development",
  },
] as const satisfies readonly Service[];

export const serviceHref = (service: Pick<Service, "slug">) => `/services/${service.slug}`;

/** The home page's grid omits Game Development (id 8), as the specification lists. */
export const homeServices = services.filter((service) => service.id !== 8);
