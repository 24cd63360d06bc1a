import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
  slug: "ApplicationServices",
  template: "standard",
  metaTitle: "Custom application development services in Pune",
  metaDescription:
    "Custom business applications in .NET, Java, Node.js and React: discovery workshop, two-week sprints with demos, security review and support after launch.",
  keywords: [
    "custom application development company",
    "enterprise software development India",
    "business application development Pune",
    "workflow automation software development",
    "ERP integration services",
  ],
  summary:
    "We design, build and run custom business applications: order and inventory systems, portals, workflow tools and integrations with the software you already use. One in-house team covers discovery, architecture, development, QA and support, in two-week sprints that each end with a demo.",
  technologies: [
    ".NET",
    "Java",
    "Node.js",
    "TypeScript",
    "React",
    "Python",
    "PostgreSQL",
    "SQL Server",
    "Docker",
    "Azure",
  ],
  hero: {
    eyebrow: "Application services",
    title: "Custom business applications, built and run by one team",
    lead: "We build the software your operations run on: order management, inventory, field service, approvals and reporting, for manufacturers, distributors, hospitals, schools and finance teams. You see working software every two weeks and deal with one accountable team from the first workshop to support after launch.",
  },
  tiles: [
    {
      title: "Working software every two weeks",
      text: "Each two-week sprint ends with a demo of working features, so you judge progress in the product, not in a status report.",
    },
    {
      title: "Code review on every change",
      text: "No change reaches the main branch until a second engineer has read it, and automated tests run in CI on every commit.",
    },
    {
      title: "Security reviewed before release",
      text: "An OWASP-based review of authentication, access rules, input handling and dependencies runs before each release.",
    },
    {
      title: "140+ in-house engineers",
      text: "Developers, designers, testers and analysts are all employed by us in Pune, so the team that starts your project stays with it.",
    },
  ],
  capabilities: [
    {
      title: "Custom business applications",
      text: "Software shaped around how your business works, instead of a package you have to work around.",
      points: [
        "Order, inventory, procurement and dispatch systems",
        "Approval workflows with roles, audit trails and notifications",
        "Reports and dashboards on your live data",
        "React front ends on .NET, Java or Node.js back ends",
      ],
    },
    {
      title: "Integration with your systems",
      text: "Your new application exchanges data with the software you already depend on.",
      points: [
        "Documented, versioned REST and GraphQL APIs",
        "Connectors to ERP, CRM, accounting and payment systems",
        "Scheduled imports, exports and file-based data exchange",
        "Single sign-on with your existing identity provider",
      ],
    },
    {
      title: "Customer and partner portals",
      text: "Self-service access that takes routine requests off your staff.",
      points: [
        "Order, invoice and account history for customers",
        "Dealer, vendor and partner portals with role-based access",
        "Document uploads, requests and status tracking",
        "Layouts that work on phones and slow connections",
      ],
    },
    {
      title: "Architecture and estimates",
      text: "A plan you can budget against before development starts.",
      points: [
        "Discovery workshop with your users and process owners",
        "Architecture, data model and integration map",
        "Estimate broken down by feature and sprint",
        "Fixed-scope, dedicated-team or time-and-materials engagement",
      ],
    },
    {
      title: "Support and enhancement",
      text: "The team that built the application keeps it running and improving.",
      points: [
        "Support and maintenance retainers with agreed response times",
        "24/7 cover for clients on support plans",
        "Security patches and framework upgrades",
        "Enhancements delivered in planned releases",
      ],
    },
  ],
  cta: {
    title: "Tell us what your application needs to do",
    text: "Share the process, the people who will use it and the systems it must connect to. We will come back with questions, a suggested approach and the engagement model that fits.",
    label: "Discuss Your Application",
  },
};

export default page;
