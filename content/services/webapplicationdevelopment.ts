import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
  slug: "webapplicationdevelopment",
  template: "standard",
  metaTitle: "Web application development with React and Next.js",
  metaDescription:
    "Web applications, portals, dashboards and SaaS products built with React, Next.js and Node.js: accessible, quick on mobile, security-reviewed and supported.",
  keywords: [
    "web application development company",
    "React development services India",
    "Next.js development agency",
    "custom web portal development",
    "SaaS product development",
    "Node.js development Pune",
  ],
  summary:
    "We build web applications, customer portals, dashboards and SaaS products with React, Next.js and Node.js. Pages are built to load quickly on mobile connections, meet accessibility guidelines and pass an OWASP-based security review before release.",
  technologies: [
    "TypeScript",
    "React",
    "Next.js",
    "Node.js",
    "PostgreSQL",
    "MongoDB",
    "Tailwind CSS",
    "Playwright",
    "Docker",
    "AWS",
  ],
  hero: {
    eyebrow: "Web development",
    title: "Web applications built with React and Next.js",
    lead: "We build the web software your customers and staff use every day: portals, booking and ordering systems, dashboards, marketplaces and SaaS products. TypeScript from front end to back end, automated tests in CI and a demo every two weeks, for businesses in real estate, education, retail, healthcare, logistics and finance.",
  },
  tiles: [
    {
      title: "A demo every two weeks",
      text: "Each two-week sprint ends with working screens on a staging site you can click through and share.",
    },
    {
      title: "Accessible on every screen",
      text: "Pages work on phones, tablets and desktops, with keyboard access and contrast checked against WCAG 2.2 AA.",
    },
    {
      title: "Security review before release",
      text: "An OWASP-based review of authentication, access control, input handling and dependencies runs before each launch.",
    },
    {
      title: "Tests in CI on every change",
      text: "Unit, integration and end-to-end tests run on every change, and no change merges without code review.",
    },
  ],
  capabilities: [
    {
      title: "Web applications and SaaS",
      text: "Products your customers sign in to and pay for.",
      points: [
        "Multi-tenant SaaS with subscriptions and billing",
        "Role-based access, audit logs and admin consoles",
        "TypeScript across React front ends and Node.js APIs",
        "Background jobs, notifications and e-mail",
      ],
    },
    {
      title: "Customer and staff portals",
      text: "Routine requests handled online instead of by phone and e-mail.",
      points: [
        "Booking, ordering, admissions and service-request flows",
        "Document uploads, approvals and status tracking",
        "Integration with your CRM, ERP or payment gateway",
        "Single sign-on for staff",
      ],
    },
    {
      title: "Dashboards and internal tools",
      text: "Tools that replace spreadsheets and long e-mail chains.",
      points: [
        "Live dashboards on operational data",
        "Data grids with filters, exports and bulk actions",
        "Workflow screens with approvals and reminders",
        "Charts and reports managers can share",
      ],
    },
    {
      title: "Marketing and content sites",
      text: "Sites your marketing team can update without waiting for a developer.",
      points: [
        "Next.js sites with static generation for quick page loads",
        "Headless CMS for editing content and pages",
        "Metadata, sitemaps and structured data for search",
        "Multilingual and Arabic right-to-left layouts",
      ],
    },
    {
      title: "Performance and accessibility",
      text: "Measured improvements to an existing site or application.",
      points: [
        "Core Web Vitals measured and improved",
        "Image, font and JavaScript bundle optimisation",
        "Accessibility audits and fixes to WCAG 2.2 AA",
        "Load testing before launches and campaigns",
      ],
    },
  ],
  cta: {
    title: "Start with a discovery workshop",
    text: "Tell us who will use the application and what it must do. A discovery workshop turns that into screens, an architecture and an estimate you can plan a budget around.",
    label: "Discuss Your Web Project",
  },
};

export default page;
