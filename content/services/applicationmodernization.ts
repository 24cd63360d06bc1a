import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
  slug: "applicationmodernization",
  template: "standard",
  metaTitle: "Legacy application modernization services",
  metaDescription:
    "Legacy applications moved to current .NET, Java, Node.js and the cloud in stages: code assessment, module-by-module rebuilds, data migration, parallel running.",
  keywords: [
    "legacy application modernization",
    "legacy system migration services",
    "VB6 to .NET migration",
    ".NET Framework to .NET upgrade",
    "desktop to web application migration",
    "monolith to microservices",
  ],
  summary:
    "We move legacy systems to modern stacks in stages, replacing one module at a time while the old system keeps running. Typical work includes VB6, classic ASP and older .NET Framework or Java applications moved to current .NET, Java or Node.js, web front ends and the cloud.",
  technologies: [
    ".NET",
    "Java",
    "Node.js",
    "TypeScript",
    "React",
    "PostgreSQL",
    "SQL Server",
    "Docker",
    "Kubernetes",
    "Azure",
  ],
  hero: {
    eyebrow: "Application modernization",
    title: "Modernize legacy systems without stopping the business",
    lead: "Old applications often run the most important work: billing, production planning, admissions, claims. We replace them in stages, module by module, with old and new running side by side until each part is proven. Your users keep working, and every stage gives them something they can use.",
  },
  tiles: [
    {
      title: "Staged, not big-bang",
      text: "Each module is replaced and switched over on its own, with a rollback path, instead of one risky cut-over weekend.",
    },
    {
      title: "Old and new side by side",
      text: "Both systems run in parallel while results are compared, so each stage is proven on real data before the old part is retired.",
    },
    {
      title: "Assessment before estimate",
      text: "We read the code, the database and the integrations before proposing a plan, so the estimate reflects what is really there.",
    },
    {
      title: "Tests that capture today's behaviour",
      text: "Automated tests record how the current system behaves, and the new one is checked against them in CI.",
    },
  ],
  capabilities: [
    {
      title: "Legacy assessment",
      text: "A written picture of what the system does and how to replace it.",
      points: [
        "Review of code, database and integrations",
        "Business rules documented from the code and from users",
        "Rebuild, refactor or rehost recommendation per module",
        "Staged roadmap with cost and risk for each stage",
      ],
    },
    {
      title: "Platform and framework upgrades",
      text: "Unsupported technology replaced with versions that get security fixes.",
      points: [
        "VB6 and classic ASP applications moved to current .NET",
        ".NET Framework to modern .NET, older Java EE to Spring Boot",
        "Unsupported libraries swapped for maintained ones",
        "Builds and deployments moved into CI",
      ],
    },
    {
      title: "Desktop and monolith to web",
      text: "New screens and services built around the parts that still work.",
      points: [
        "Desktop screens rebuilt as React web applications",
        "Monoliths split into services where that pays for itself",
        "APIs around the legacy core, so new features can be built outside it",
        "Single sign-on across old and new modules",
      ],
    },
    {
      title: "Data migration",
      text: "Years of records moved intact, and reconciled before sign-off.",
      points: [
        "Schema redesign and data cleansing",
        "Migration from older databases to PostgreSQL or SQL Server",
        "Repeatable scripts tested on copies of production data",
        "Reconciliation reports signed off before each cut-over",
      ],
    },
    {
      title: "Move to the cloud",
      text: "Modernized modules deployed on infrastructure you can scale and automate.",
      points: [
        "Applications containerised with Docker",
        "Deployment on Azure, AWS or Google Cloud",
        "Infrastructure as code and automated pipelines",
        "Monitoring and backups in place before go-live",
      ],
    },
  ],
  cta: {
    title: "Find out what it takes to modernize your system",
    text: "Tell us what the system does, what it is built with and what is holding you back. We start with an assessment and a staged plan, so you know the cost and risk of each step before you commit.",
    label: "Plan Your Modernization",
  },
};

export default page;
