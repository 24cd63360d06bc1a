/**
 * Copy for the 13 service pages (spec §2, "Service pages"), keyed by the route slug in services.ts.
 * Windows, Mobile, IoT and E-commerce use the "showcase" template; the other nine use "standard".
 * Figures are limited to the company facts in company.md; no client names beyond the case studies.
 */
import type { services } from "./services";

export type ServiceSlug = (typeof services)[number]["slug"];
type Point = { title: string; text: string };

type Common = {
  slug: ServiceSlug;
  /** <title> without the brand (the layout adds " | Deccan Softworks"), ≤ 55 characters */
  metaTitle: string;
  /** 140-160 characters, specific */
  metaDescription: string;
  keywords: string[]; // 4-6 search phrases a business buyer would type
  /** Two or three sentences for the /services overview section of this service */
  summary: string;
  technologies: string[]; // 6-10, drawn from company.md's technologies where they fit (plus well-known tools of that field)
  cta: { title: string; text: string; label: string }; // closing call to action; the label is the button that opens the inquiry form
};

export type StandardServicePage = Common & {
  template: "standard";
  hero: { eyebrow: string; title: string; lead: string };
  /** "Performance feature tiles": 4 short tiles, each a concrete commitment or capability (no invented statistics; facts from company.md such as two-week sprints with demos, code review on every change, 24/7 support on support plans, 140+ in-house engineers, 400+ projects are fine) */
  tiles: Point[];
  /** "Capability card stack": 4-6 cards, each a capability with 3-4 concrete bullet points of what is delivered */
  capabilities: (Point & { points: string[] })[];
};

export type ShowcaseServicePage = Common & {
  template: "showcase";
  hero: { title: string; lead: string; features: [Point, Point] }; // heading + two feature items
  /** The page's illustration in /public/illustrations, and its alt text. */
  image: string;
  imageAlt: string;
  benefits: Point[]; // benefits grid: 4 or 6
  features: Point[]; // feature cards: 3 to 6
  /** Only for the mobile page: the Android, iOS and Hybrid sections */
  platforms?: {
    id: "android" | "ios" | "hybrid";
    title: string;
    text: string;
    technologies: string[];
  }[];
};

export type ServicePage = StandardServicePage | ShowcaseServicePage;

export const servicePages: Record<ServiceSlug, ServicePage> = {
  ApplicationServices: {
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
  },

  CloudServices: {
    slug: "CloudServices",
    template: "standard",
    metaTitle: "Cloud migration and DevOps on AWS, Azure and GCP",
    metaDescription:
      "Cloud migration, architecture and cost control on AWS, Azure and Google Cloud: landing zones, Docker and Kubernetes, CI/CD pipelines and 24/7 support plans.",
    keywords: [
      "cloud migration services India",
      "AWS migration partner",
      "Azure cloud consulting",
      "Kubernetes consulting services",
      "cloud cost optimisation",
      "DevOps services Pune",
    ],
    summary:
      "We move applications and data to AWS, Azure and Google Cloud in planned stages, then run them with infrastructure as code, CI/CD pipelines and monitoring. Every migration starts with an assessment of what to rehost, re-platform or rebuild, and ends with a platform your team can operate and afford.",
    technologies: [
      "AWS",
      "Azure",
      "Google Cloud",
      "Docker",
      "Kubernetes",
      "Terraform",
      "GitHub Actions",
      "Prometheus",
      "Grafana",
    ],
    hero: {
      eyebrow: "Cloud services",
      title: "Cloud migration and operations on AWS, Azure and Google Cloud",
      lead: "We assess your current systems, plan the move workload by workload and migrate with a rollback path at every step. After go-live we run the platform with infrastructure as code, automated deployments and monitoring, so releases become routine and the monthly bill stays predictable.",
    },
    tiles: [
      {
        title: "A plan for every workload",
        text: "Each application is assessed and given a path: rehost, re-platform or rebuild, with its own cut-over and rollback plan.",
      },
      {
        title: "Infrastructure as code",
        text: "Networks, clusters, databases and access rules are defined in version-controlled code and reviewed like any other change.",
      },
      {
        title: "Automated builds and deployments",
        text: "CI pipelines build, test and deploy every change, so releases stop depending on one person's laptop.",
      },
      {
        title: "24/7 cover on support plans",
        text: "Round-the-clock monitoring and alerting, with an on-call engineer for clients on support plans.",
      },
    ],
    capabilities: [
      {
        title: "Cloud readiness assessment",
        text: "A clear picture of what you run today and what it takes to move it.",
        points: [
          "Inventory of applications, databases, dependencies and licences",
          "Rehost, re-platform or rebuild recommendation per workload",
          "Target architecture with an estimated monthly running cost",
          "Staged migration roadmap with risks and rollback plans",
        ],
      },
      {
        title: "Migration and cut-over",
        text: "Applications and data moved in stages, with downtime planned in advance.",
        points: [
          "Landing zone with accounts, networking, identity and guardrails",
          "Database migration with replication and data verification",
          "Cut-over rehearsed, with rollback tested before go-live",
          "Decommissioning plan for the old servers",
        ],
      },
      {
        title: "Containers and Kubernetes",
        text: "Services packaged once and run the same way in every environment.",
        points: [
          "Docker images for .NET, Java, Node.js and Python services",
          "Managed Kubernetes on EKS, AKS or GKE",
          "Autoscaling, health checks and rolling deployments",
          "Secrets management and network policies",
        ],
      },
      {
        title: "DevOps and CI/CD",
        text: "A release process your team can run without us in the room.",
        points: [
          "Build, test and deploy pipelines in GitHub Actions or Azure DevOps",
          "Infrastructure as code with Terraform",
          "Separate development, staging and production environments",
          "Release approvals and a full deployment history",
        ],
      },
      {
        title: "Cost control",
        text: "Cloud spend you can explain line by line.",
        points: [
          "Tagging and cost reports by team, product and environment",
          "Right-sizing of instances, storage and databases",
          "Reserved capacity and savings plan recommendations",
          "Budgets and alerts that flag spend before it drifts",
        ],
      },
      {
        title: "Managed cloud operations",
        text: "Day-to-day running of the platform after go-live.",
        points: [
          "Monitoring, logging and alerting with Prometheus and Grafana",
          "Backups with scheduled, tested restores",
          "Patching and security baseline reviews",
          "24/7 incident response for clients on support plans",
        ],
      },
    ],
    cta: {
      title: "Plan your move to the cloud",
      text: "Tell us what you run today and where you want it to run. We start with an assessment and give you a staged plan and a running-cost estimate before anything moves.",
      label: "Plan Your Cloud Migration",
    },
  },

  DatabaseServices: {
    slug: "DatabaseServices",
    template: "standard",
    metaTitle: "Database design, tuning and migration services",
    metaDescription:
      "PostgreSQL, SQL Server and MongoDB services: schema design, query tuning, migration between engines or to the cloud, replication, backups and tested restores.",
    keywords: [
      "database consulting services",
      "PostgreSQL consulting India",
      "SQL Server performance tuning",
      "MongoDB development services",
      "database migration to cloud",
      "database administration support",
    ],
    summary:
      "We design, tune, migrate and look after PostgreSQL, SQL Server and MongoDB databases, on your own servers or on AWS, Azure and Google Cloud. Slow queries get fixed in order of impact, backups come with tested restores, and migrations are verified before cut-over.",
    technologies: [
      "PostgreSQL",
      "SQL Server",
      "MongoDB",
      "Redis",
      "Amazon RDS",
      "Azure SQL",
      "Google Cloud SQL",
      "Docker",
      "Python",
    ],
    hero: {
      eyebrow: "Database services",
      title: "Databases that stay fast, consistent and recoverable",
      lead: "We design schemas for new applications, tune the databases slowing you down, migrate data between engines and clouds, and run backups you can actually restore from. We work with finance, healthcare, logistics and retail teams whose data cannot go missing.",
    },
    tiles: [
      {
        title: "Restores tested, not assumed",
        text: "Every backup plan includes scheduled restore tests, so recovery is a rehearsed step rather than a hope.",
      },
      {
        title: "Every change reviewed",
        text: "Schema changes and migrations are versioned, code-reviewed and tested in CI before they reach production.",
      },
      {
        title: "Migrations verified before cut-over",
        text: "Row counts, checksums and application tests confirm the new database matches the old one before traffic moves.",
      },
      {
        title: "24/7 cover on support plans",
        text: "Alerts on replication, storage and slow queries, with an on-call engineer for clients on support plans.",
      },
    ],
    capabilities: [
      {
        title: "Database design",
        text: "Data models that match how your application reads and writes.",
        points: [
          "Relational schemas for PostgreSQL and SQL Server",
          "Document models and indexes for MongoDB",
          "Versioned migrations kept in source control",
          "Roles, access rules and auditing from day one",
        ],
      },
      {
        title: "Performance tuning",
        text: "Faster queries without rewriting the whole application.",
        points: [
          "Query plan analysis and index design",
          "Slow-query monitoring, with fixes in order of impact",
          "Connection pooling and caching with Redis",
          "Partitioning and archiving for tables that keep growing",
        ],
      },
      {
        title: "Database migration",
        text: "Data moved between engines or into the cloud, checked at every step.",
        points: [
          "SQL Server to PostgreSQL and on-premises to cloud moves",
          "Managed services: Amazon RDS, Azure SQL and Cloud SQL",
          "Replication-based cut-over within a planned downtime window",
          "Data validation reports before and after the move",
        ],
      },
      {
        title: "High availability and recovery",
        text: "A database that survives a failed server and a bad deployment.",
        points: [
          "Replicas with automatic failover",
          "Point-in-time recovery and off-site backups",
          "Documented recovery steps with agreed recovery times",
          "Scheduled restore drills",
        ],
      },
      {
        title: "Database administration",
        text: "Ongoing care under a support and maintenance retainer.",
        points: [
          "Monitoring of storage, replication lag and locks",
          "Version upgrades and security patches",
          "User, permission and encryption reviews",
          "Monthly health report with recommended actions",
        ],
      },
    ],
    cta: {
      title: "Find out what is slowing your database down",
      text: "Tell us which engine you run, how large it is and what is hurting. We will suggest where to start: a health check, a tuning sprint or a migration plan.",
      label: "Request a Database Review",
    },
  },

  DigitalServices: {
    slug: "DigitalServices",
    template: "standard",
    metaTitle: "SEO and social media marketing services in Pune",
    metaDescription:
      "SEO and social media marketing for B2B and retail businesses: technical audits, content, local search and paid social campaigns, reported in leads, not clicks.",
    keywords: [
      "SEO services Pune",
      "B2B SEO agency India",
      "social media marketing services",
      "technical SEO audit",
      "local SEO for businesses",
      "lead generation digital marketing",
    ],
    summary:
      "We run SEO and social media programmes for businesses that need enquiries, not just traffic. Technical fixes such as page speed, structured data and crawl errors are made by our own developers, and reports track leads alongside rankings and reach.",
    technologies: [
      "Google Search Console",
      "Google Analytics 4",
      "Google Tag Manager",
      "Ahrefs",
      "Semrush",
      "Screaming Frog",
      "Meta Business Suite",
      "LinkedIn Campaign Manager",
      "Next.js",
    ],
    hero: {
      eyebrow: "Digital marketing",
      title: "SEO and social media that bring in enquiries",
      lead: "We plan, run and report search and social programmes for real estate developers, schools, retailers, manufacturers and healthcare providers. Technical SEO fixes go straight to our developers, content is written for the people who buy from you, and every monthly report shows leads alongside rankings.",
    },
    tiles: [
      {
        title: "Reported in leads",
        text: "Monthly reports connect rankings, traffic and campaigns to form fills, calls and enquiries, using tracking you can audit.",
      },
      {
        title: "Developers on the same team",
        text: "Page speed, structured data, redirects and crawl errors are fixed by our own engineers, not left in an audit document.",
      },
      {
        title: "A plan every month",
        text: "Each month starts with an agreed plan of content, fixes and campaigns, and ends with a review of what worked.",
      },
      {
        title: "No shortcuts that backfire",
        text: "No bought links, keyword stuffing or fake followers. We follow Google's search guidelines and each platform's ad policies.",
      },
    ],
    capabilities: [
      {
        title: "Technical SEO",
        text: "A site search engines can crawl, understand and load quickly.",
        points: [
          "Crawl, indexing and site-speed audit with prioritised fixes",
          "Structured data for organisations, products, courses and FAQs",
          "Redirect plans for site migrations and redesigns",
          "Core Web Vitals improvements made by our developers",
        ],
      },
      {
        title: "Content and on-page SEO",
        text: "Pages that answer the questions your buyers search for.",
        points: [
          "Keyword research mapped to your services and buyer questions",
          "Service pages, guides and articles written for your buyers",
          "Title, meta description and internal-linking updates",
          "Content calendar agreed a month ahead",
        ],
      },
      {
        title: "Local SEO",
        text: "Visibility in map and near-me searches for each location you serve.",
        points: [
          "Google Business Profile setup and upkeep for each location",
          "Location pages for branches, showrooms and project sites",
          "Consistent business listings across directories",
          "A process for requesting and replying to reviews",
        ],
      },
      {
        title: "Social media marketing (SMO)",
        text: "Channels run to a plan, with paid campaigns tied to enquiries.",
        points: [
          "Channel plan for LinkedIn, Instagram, Facebook and YouTube",
          "Post calendar, creatives and captions",
          "Paid social campaigns with audience and budget plans",
          "Replies to comments and lead hand-off to your sales team",
        ],
      },
      {
        title: "Tracking and reporting",
        text: "Know which channel each enquiry came from.",
        points: [
          "Google Analytics 4 and Tag Manager setup",
          "Conversion tracking for forms, calls and WhatsApp enquiries",
          "Lead source fields passed into your CRM",
          "Monthly report with next month's plan",
        ],
      },
    ],
    cta: {
      title: "Get a plan built around your enquiries",
      text: "Tell us who you sell to and where your leads come from today. We will review your site and channels and propose a first three-month plan.",
      label: "Request a Marketing Review",
    },
  },

  GameServices: {
    slug: "GameServices",
    template: "standard",
    metaTitle: "Unity game development for mobile and web",
    metaDescription:
      "2D and 3D games and gamified training built in Unity for Android, iOS and the web: game design, art, multiplayer back ends, analytics and updates after launch.",
    keywords: [
      "Unity game development company",
      "mobile game development India",
      "gamified training development",
      "WebGL game development",
      "2D and 3D game development services",
    ],
    summary:
      "We build 2D and 3D games in Unity for Android, iOS and the browser, from casual games to gamified training for employees and students. Design, art, development, back ends and testing are done in-house, and there is a playable build from the first sprint.",
    technologies: [
      "Unity",
      "C#",
      "WebGL",
      "Android",
      "iOS",
      "Node.js",
      "PostgreSQL",
      "Firebase",
      "Blender",
      "AWS",
    ],
    hero: {
      eyebrow: "Game development",
      title: "Games and gamified training, built in Unity",
      lead: "We make casual and mid-core games for mobile and the web, and training games for manufacturers, hospitals, schools and financial firms that want people to learn by doing. You play a new build at the end of every two-week sprint.",
    },
    tiles: [
      {
        title: "A playable build every two weeks",
        text: "Each sprint ends with a build you can install or open in a browser, so feedback comes from playing, not from documents.",
      },
      {
        title: "One Unity project, every platform",
        text: "Android, iOS and WebGL builds come from one Unity project, so features and fixes reach every platform together.",
      },
      {
        title: "Design, art and code in-house",
        text: "Game designers, 2D and 3D artists and Unity developers work as one team in Pune.",
      },
      {
        title: "Tested on real devices",
        text: "Builds are tested on a range of Android phones, iPhones and browsers before every store or web release.",
      },
    ],
    capabilities: [
      {
        title: "Mobile games",
        text: "Games for Android and iOS, from first prototype to live updates.",
        points: [
          "Casual, puzzle and simulation games",
          "In-app purchases, rewarded ads and subscriptions",
          "Store listings, builds and release management",
          "Live updates and seasonal content after launch",
        ],
      },
      {
        title: "Web and WebGL games",
        text: "Games that open in a browser, with nothing to install.",
        points: [
          "Branded games for campaigns and product launches",
          "Small download sizes for players on mobile data",
          "Embedding in websites, learning platforms and portals",
          "Leaderboards and score sharing",
        ],
      },
      {
        title: "Gamified training",
        text: "Training that people finish because they want to.",
        points: [
          "Simulations of plant, warehouse and safety procedures",
          "Scenario-based training for sales, service and compliance",
          "Scores, progress and certificates reported to your LMS",
          "Learning games for schools and colleges, mapped to the syllabus",
        ],
      },
      {
        title: "Game design and art",
        text: "The idea tested early, then given a look that fits it.",
        points: [
          "Game design document, core loop and level design",
          "2D art, 3D models, animation and UI",
          "Sound and music sourcing",
          "Prototypes that test the idea before full production",
        ],
      },
      {
        title: "Back ends and analytics",
        text: "The services that keep players' progress and show how they play.",
        points: [
          "Player accounts, saved progress and cloud sync",
          "Multiplayer and leaderboards on Node.js services",
          "Analytics events for retention and level difficulty",
          "Admin tools for content, rewards and live events",
        ],
      },
    ],
    cta: {
      title: "Tell us about your game",
      text: "Share the idea, the players and the platforms. We will suggest a prototype scope, so you can test the game before committing to full production.",
      label: "Discuss Your Game",
    },
  },

  GraphicsServices: {
    slug: "GraphicsServices",
    template: "standard",
    metaTitle: "Brand identity, UI design and illustration services",
    metaDescription:
      "Brand identity, UI and UX design, illustration and campaign graphics from an in-house team in Pune, delivered as source files and design systems for developers.",
    keywords: [
      "graphic design company Pune",
      "brand identity design services",
      "UI UX design services India",
      "product illustration services",
      "social media creatives design",
    ],
    summary:
      "Our in-house designers create brand identities, product interfaces, illustrations and campaign graphics. Designers work beside our engineers, so interface work arrives as components and design tokens developers can build from, not just pictures.",
    technologies: [
      "Figma",
      "Adobe Illustrator",
      "Adobe Photoshop",
      "Adobe After Effects",
      "Blender",
      "Lottie",
      "Storybook",
      "React",
    ],
    hero: {
      eyebrow: "Graphic services",
      title: "Brand, interface and illustration design",
      lead: "We design logos and brand systems, app and web interfaces, product illustrations and marketing creatives for companies in real estate, education, retail, healthcare and manufacturing. Files are organised, named and handed over, so your team can keep using them after the project ends.",
    },
    tiles: [
      {
        title: "Designers beside developers",
        text: "Designers and engineers work in one team, so interfaces are designed for the components they will be built with.",
      },
      {
        title: "Review rounds agreed up front",
        text: "Each piece has an agreed number of review rounds, and work in progress is shown at the sprint demo, not emailed at the end.",
      },
      {
        title: "Source files handed over",
        text: "You receive editable Figma and Adobe files and export sets for print, web and social, with font and image licences listed.",
      },
      {
        title: "Accessibility checked",
        text: "Colour contrast, type sizes and focus states in every interface we design are checked against WCAG 2.2 AA.",
      },
    ],
    capabilities: [
      {
        title: "Brand identity",
        text: "A recognisable brand that works the same on a signboard and a phone screen.",
        points: [
          "Logo, colour palette and typography",
          "Brand guidelines for print and digital use",
          "Stationery, signage and presentation templates",
          "Brand refreshes that keep what customers already recognise",
        ],
      },
      {
        title: "UI and UX design",
        text: "Web and app interfaces designed with the people who will use them.",
        points: [
          "User research, journeys and wireframes",
          "Clickable Figma prototypes tested with users",
          "Design systems with components and design tokens",
          "Developer handoff with specs, states and edge cases",
        ],
      },
      {
        title: "Illustration and icons",
        text: "Visuals that explain your product faster than a paragraph.",
        points: [
          "Flat, product-style illustrations for websites and apps",
          "Custom icon sets in one consistent style",
          "Diagrams that explain complex products and processes",
          "Animated illustrations exported as Lottie files or video",
        ],
      },
      {
        title: "Marketing and campaign graphics",
        text: "Creatives for every channel, produced to a campaign calendar.",
        points: [
          "Social media creatives and ad sets in every size",
          "Brochures, catalogues and project booklets",
          "Exhibition, event and hoarding graphics",
          "Editable templates for your team's routine posts",
        ],
      },
      {
        title: "Motion graphics",
        text: "Short animations for products, explainers and social channels.",
        points: [
          "Product explainer videos",
          "Interface animations and micro-interactions",
          "Animated social posts and banners",
        ],
      },
    ],
    cta: {
      title: "Brief us on your next design project",
      text: "Send what you have: an existing brand, a product to design or a campaign date. We will reply with a scope, the review rounds and a timeline.",
      label: "Discuss Your Design Project",
    },
  },

  SoftwareServices: {
    slug: "SoftwareServices",
    template: "standard",
    metaTitle: "Software maintenance and 24/7 application support",
    metaDescription:
      "Software maintenance retainers: monitoring, bug fixes, security patches and upgrades, with 24/7 incident cover and agreed response times on support plans.",
    keywords: [
      "software maintenance services",
      "24/7 application support",
      "application support and maintenance India",
      "legacy software support",
      "software maintenance retainer",
    ],
    summary:
      "We keep business software running under support and maintenance retainers: monitoring, bug fixes, security patches, upgrades and small enhancements. Clients on support plans get 24/7 incident cover, and we take over applications we did not build after a documented handover.",
    technologies: [
      ".NET",
      "Java",
      "Node.js",
      "Python",
      "React",
      "PostgreSQL",
      "SQL Server",
      "AWS",
      "Azure",
      "Grafana",
    ],
    hero: {
      eyebrow: "Software maintenance and support",
      title: "Maintenance and 24/7 support for the software you depend on",
      lead: "We monitor, fix, patch and upgrade business applications, whether we built them or not. Support plans include round-the-clock incident cover, agreed response times and a monthly report of what changed, so your team stops firefighting and your users stop waiting.",
    },
    tiles: [
      {
        title: "24/7 cover on support plans",
        text: "Incidents are picked up at any hour by an on-call engineer who knows your system, not a general help desk.",
      },
      {
        title: "Agreed response times",
        text: "Every plan sets response and resolution targets by severity, written into the agreement and reported each month.",
      },
      {
        title: "Code review on every fix",
        text: "Fixes and patches go through code review and automated tests in CI before they are released.",
      },
      {
        title: "Documented handover",
        text: "Before we support an application we did not build, we document its architecture, deployment and known issues.",
      },
    ],
    capabilities: [
      {
        title: "Monitoring and incident response",
        text: "Problems spotted and handled before users have to report them.",
        points: [
          "Uptime, error and performance monitoring with alerts",
          "On-call rota with severity-based escalation",
          "Status updates to your team while an incident is open",
          "Root-cause notes after every serious incident",
        ],
      },
      {
        title: "Bug fixes and small enhancements",
        text: "A steady flow of fixes and improvements, in the order you choose.",
        points: [
          "Ticket queue with priorities you set",
          "Fixes released on a schedule or as hotfixes",
          "Monthly hours for small changes and improvements",
          "A regression test added for every bug fixed",
        ],
      },
      {
        title: "Security and upgrades",
        text: "Software kept patched and on supported versions.",
        points: [
          "Operating system, framework and library patching",
          "Dependency scanning and vulnerability fixes",
          "Planned upgrades of .NET, Java, Node.js and database versions",
          "Certificate, domain and licence renewals tracked",
        ],
      },
      {
        title: "Application takeover",
        text: "Support for software another team built, starting with a proper handover.",
        points: [
          "Review of code, infrastructure and documentation",
          "Knowledge transfer from your current team or vendor",
          "Runbooks for deployment, backup and recovery",
          "Risks and fixes listed in priority order",
        ],
      },
      {
        title: "Reporting and reviews",
        text: "A clear record of what the retainer delivered.",
        points: [
          "Monthly report of incidents, fixes and hours used",
          "Response times measured against the agreement",
          "Recommendations for upgrades and modernization",
          "Quarterly review with your product owner",
        ],
      },
    ],
    cta: {
      title: "Put your application on a support plan",
      text: "Tell us what the application does, what it runs on and what support you have today. We will propose a plan with response times and cover hours that match how critical it is.",
      label: "Get a Support Plan",
    },
  },

  applicationmodernization: {
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
  },

  webapplicationdevelopment: {
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
  },

  iosmobileappdevelopment: {
    slug: "iosmobileappdevelopment",
    template: "showcase",
    metaTitle: "Android, iOS and Flutter app development in Pune",
    metaDescription:
      "Android, iOS and cross-platform apps built with Kotlin, Swift, Flutter and React Native: design, APIs, testing on real devices, store release and support.",
    keywords: [
      "mobile app development company Pune",
      "iOS app development services",
      "Android app development India",
      "Flutter app development company",
      "React Native development services",
      "cross-platform app development",
    ],
    summary:
      "We design and build Android, iOS and cross-platform apps with Kotlin, Swift, Flutter and React Native, together with the APIs and admin panels behind them. We recommend native or cross-platform for each project, handle store release and keep apps current with each new OS version.",
    technologies: [
      "Kotlin",
      "Swift",
      "Flutter",
      "React Native",
      "TypeScript",
      "Node.js",
      "Firebase",
      "PostgreSQL",
      "AWS",
      "Google Cloud",
    ],
    hero: {
      title: "Mobile apps for Android, iOS or both at once",
      lead: "We build customer apps, field and sales apps, and learning apps for real estate, education, retail, healthcare and logistics businesses. We start by choosing native or cross-platform for your case, then design, build, test on real devices and release to the App Store and Google Play.",
      features: [
        {
          title: "Native or cross-platform, chosen on evidence",
          text: "Kotlin and Swift when the app needs deep device access; Flutter or React Native when one codebase for both stores fits better.",
        },
        {
          title: "From idea to store listing",
          text: "Design, APIs, testing, App Store and Google Play submission, and updates after launch, from one in-house team.",
        },
      ],
    },
    image: "service-mobile",
    imageAlt:
      "Illustration of three phone screens: an Android app with a list and an add button, an iOS app with settings, and a cross-platform app marked by a shared-code bracket",
    benefits: [
      {
        title: "One team for app and back end",
        text: "Mobile developers, API engineers and designers work together, so app and server changes ship at the same time.",
      },
      {
        title: "Demos on your own phone",
        text: "Every two-week sprint ends with a test build installed through TestFlight or a Google Play testing track.",
      },
      {
        title: "Tested on real devices",
        text: "Each release is tested on a range of Android phones and iPhones, including older models your customers still use.",
      },
      {
        title: "Security reviewed before release",
        text: "Secure storage for tokens and personal data, encrypted traffic and an OWASP-based security review before each release.",
      },
      {
        title: "Store release handled",
        text: "We prepare listings, screenshots and privacy details, submit the app and respond to store review feedback.",
      },
      {
        title: "Kept current after launch",
        text: "Support plans cover new OS versions, new screen sizes, crash fixes and feature releases.",
      },
    ],
    features: [
      {
        title: "Offline use and sync",
        text: "Local storage so field staff and customers can keep working without a signal, with sync when they reconnect.",
      },
      {
        title: "Push notifications",
        text: "Targeted notifications for bookings, orders, reminders and alerts through Firebase Cloud Messaging and Apple Push.",
      },
      {
        title: "Payments and subscriptions",
        text: "UPI, cards and wallets through gateways such as Razorpay and Stripe, plus in-app purchases and subscriptions.",
      },
      {
        title: "Maps and location",
        text: "Live tracking, geofencing and route views for delivery, field sales and site-visit apps.",
      },
      {
        title: "Analytics and crash reporting",
        text: "Firebase Analytics and Crashlytics set up, so you see how the app is used and what breaks.",
      },
      {
        title: "Admin panels and APIs",
        text: "Web admin panels and Node.js or .NET APIs to manage users, content, orders and notifications.",
      },
    ],
    platforms: [
      {
        id: "android",
        title: "Android app development",
        text: "Native Android apps in Kotlin with Jetpack Compose, built for the wide range of phones, tablets and rugged devices your users carry. We manage Google Play listings, testing tracks and staged rollouts.",
        technologies: [
          "Kotlin",
          "Jetpack Compose",
          "Android Studio",
          "Firebase",
          "Google Play Console",
        ],
      },
      {
        id: "ios",
        title: "iOS app development",
        text: "Native iPhone and iPad apps in Swift and SwiftUI that follow Apple's Human Interface Guidelines and use features such as Face ID, Apple Pay and widgets. We manage TestFlight builds and App Store review.",
        technologies: ["Swift", "SwiftUI", "Xcode", "TestFlight", "App Store Connect"],
      },
      {
        id: "hybrid",
        title: "Hybrid and cross-platform apps",
        text: "One codebase for Android and iOS with Flutter or React Native, which suits most business, booking and content apps. We add native modules where the app needs device features the framework does not cover.",
        technologies: ["Flutter", "Dart", "React Native", "TypeScript", "Expo"],
      },
    ],
    cta: {
      title: "Talk to us about your app",
      text: "Bring the idea, the users and any designs you have. In a consultation we will recommend native or cross-platform, outline a first release and explain how we would estimate it.",
      label: "Schedule a Consultation",
    },
  },

  iotservices: {
    slug: "iotservices",
    template: "showcase",
    metaTitle: "IoT development services for plants and fleets",
    metaDescription:
      "IoT development for factories, fleets and warehouses: sensor and PLC integration, edge gateways, telemetry pipelines on AWS and Azure, dashboards and alerts.",
    keywords: [
      "IoT development company India",
      "industrial IoT solutions",
      "smart factory solutions",
      "IoT dashboard development",
      "fleet tracking system development",
      "machine monitoring system",
    ],
    summary:
      "We connect machines, vehicles and sensors to software people act on: device integration and gateways, telemetry pipelines on AWS and Azure, and dashboards and alerts for plants and fleets. Our smart-factory work for a chemical manufacturer, in the Lean Methodologies case study, shows what this looks like on a real plant floor.",
    technologies: [
      "MQTT",
      "AWS IoT Core",
      "Azure IoT Hub",
      "Python",
      "Node.js",
      "PostgreSQL",
      "TimescaleDB",
      "Grafana",
      "Docker",
      "React",
    ],
    hero: {
      title: "Connected devices, telemetry and dashboards for plants and fleets",
      lead: "We build IoT systems for manufacturers, logistics operators and warehouses: sensors and gateways on site, data pipelines in the cloud, and dashboards and alerts for the people who act on them.",
      features: [
        {
          title: "From sensor to dashboard",
          text: "Device integration, gateways, cloud ingestion, storage and the applications on top, built by one team.",
        },
        {
          title: "Works with the machines you have",
          text: "We connect PLCs and existing equipment over Modbus, OPC UA and MQTT, so working machinery stays in place.",
        },
      ],
    },
    image: "service-iot",
    imageAlt:
      "Illustration of factory machines and a delivery truck sending sensor data through a gateway to a cloud dashboard with temperature charts, machine status tiles and an alert list",
    benefits: [
      {
        title: "See the plant floor live",
        text: "Machine status, output, temperatures and energy use on one screen, instead of clipboards and end-of-shift reports.",
      },
      {
        title: "Act before breakdowns",
        text: "Threshold and trend alerts reach supervisors by SMS, e-mail or app, so maintenance is planned rather than reactive.",
      },
      {
        title: "Track vehicles and goods",
        text: "Location and condition data for fleets and cold chains, with route history and exceptions flagged.",
      },
      {
        title: "Secure devices and data",
        text: "Device certificates, encrypted connections and role-based access, with a security review before each release.",
      },
      {
        title: "Data you own",
        text: "Telemetry is stored in your own AWS or Azure account, in formats your analysts and other systems can use.",
      },
      {
        title: "Start with a pilot",
        text: "Begin with one line, one site or a few vehicles, check the results, then roll out on the same platform.",
      },
    ],
    features: [
      {
        title: "Device and sensor integration",
        text: "Sensors, PLCs, energy meters and trackers connected over Modbus, OPC UA, BLE, LoRaWAN or cellular networks.",
      },
      {
        title: "Edge gateways",
        text: "Gateways that filter readings, run local rules and buffer data when the network drops.",
      },
      {
        title: "Cloud ingestion and storage",
        text: "Telemetry pipelines on AWS IoT Core or Azure IoT Hub, stored in time-series databases built for fast queries.",
      },
      {
        title: "Dashboards and alerts",
        text: "Web and mobile dashboards with OEE, downtime and energy views, and alert rules your team can adjust.",
      },
      {
        title: "Integration with business systems",
        text: "Machine and vehicle data passed to ERP, maintenance and dispatch systems through APIs.",
      },
      {
        title: "Device management and updates",
        text: "Provisioning, health monitoring and over-the-air firmware updates for devices in the field.",
      },
    ],
    cta: {
      title: "Start with one line, one site or one fleet",
      text: "Tell us what you want to measure and what you would do with the data. We will propose a pilot: devices, connectivity, dashboards and the results to check at the end.",
      label: "Start Your IoT Journey",
    },
  },

  ecommercedevelopment: {
    slug: "ecommercedevelopment",
    template: "showcase",
    metaTitle: "E-commerce development and support services",
    metaDescription:
      "Online stores and marketplaces on Shopify or Next.js: payments, search, Arabic right-to-left and multilingual storefronts, with 24/7 cover on support plans.",
    keywords: [
      "e-commerce development company India",
      "online store development services",
      "Shopify development services",
      "headless e-commerce development",
      "multi-vendor marketplace development",
      "e-commerce support and maintenance",
    ],
    summary:
      "We build online stores, B2B ordering portals and multi-vendor marketplaces on Shopify or as custom headless builds with Next.js and Node.js, then support them after launch. That includes payments, search, and multilingual and Arabic right-to-left storefronts like the bilingual UAE platform in our Twarrad case study.",
    technologies: [
      "Next.js",
      "React",
      "TypeScript",
      "Node.js",
      "Shopify",
      "PostgreSQL",
      "Elasticsearch",
      "Razorpay",
      "Stripe",
      "AWS",
    ],
    hero: {
      title: "Online stores and marketplaces that are easy to buy from",
      lead: "We build and run e-commerce for retailers, brands, distributors and manufacturers selling direct: quick product pages, a clear checkout, payments and delivery that fit your market, and support after launch when sale days test the system.",
      features: [
        {
          title: "Built to convert",
          text: "Quick product listings, useful search and filters, and a short checkout tested on mobile.",
        },
        {
          title: "Supported after launch",
          text: "Support plans with 24/7 cover, so a problem during a sale or festive peak is picked up at any hour.",
        },
      ],
    },
    image: "service-ecommerce",
    imageAlt:
      "Illustration of an online store: a product grid, a cart and a checkout card with payment options",
    benefits: [
      {
        title: "Checkout built for mobile",
        text: "Guest checkout, saved addresses and autofill, designed and tested on the phones most of your shoppers use.",
      },
      {
        title: "Payments for your markets",
        text: "UPI, cards, wallets and net banking through Razorpay in India; Stripe, Apple Pay and regional gateways elsewhere.",
      },
      {
        title: "Any language, either direction",
        text: "Multilingual catalogues, including Arabic right-to-left layouts, with prices, taxes and currencies set per region.",
      },
      {
        title: "Prepared for sale days",
        text: "Caching, autoscaling and load tests before big campaigns, so traffic peaks are planned for, not discovered.",
      },
      {
        title: "Connected to operations",
        text: "Orders, stock and invoices synced with your ERP, warehouse and shipping partners.",
      },
      {
        title: "One team after launch",
        text: "The team that built the store handles fixes, updates and new features under a support retainer.",
      },
    ],
    features: [
      {
        title: "Custom and headless storefronts",
        text: "Next.js storefronts on Shopify, or on a custom Node.js and PostgreSQL back end when your catalogue or pricing needs it.",
      },
      {
        title: "Multi-vendor marketplaces",
        text: "Seller onboarding, commissions, payouts, and separate dashboards for vendors and administrators.",
      },
      {
        title: "B2B ordering portals",
        text: "Customer-specific price lists, bulk ordering, credit limits and reorders from history for distributors and dealers.",
      },
      {
        title: "Search and merchandising",
        text: "Product search with typo tolerance, filters and synonyms, plus rules to promote categories and offers.",
      },
      {
        title: "Shipping and returns",
        text: "Courier integrations, pin-code serviceability checks, order tracking and returns flows.",
      },
      {
        title: "Shopping apps",
        text: "Android and iOS shopping apps in Flutter or React Native that share the store's catalogue, cart and accounts.",
      },
    ],
    cta: {
      title: "Let's talk about your store",
      text: "Tell us what you sell, where you sell it and what is not working today. We will suggest a platform and a first release, whether that is a new store, a replatform or a support plan.",
      label: "Transform Your Business",
    },
  },

  windowsappdevelopment: {
    slug: "windowsappdevelopment",
    template: "showcase",
    metaTitle: "Windows desktop application development with .NET",
    metaDescription:
      "Windows desktop apps built with .NET, WinUI 3 and WPF: offline data with sync, scanner and printer integration, signed MSIX installers and managed updates.",
    keywords: [
      "Windows application development company",
      ".NET desktop application development",
      "WPF development services",
      "WinUI 3 app development",
      "WinForms to WPF migration",
    ],
    summary:
      "We build Windows desktop software with .NET, WinUI 3 and WPF for work that needs a desktop: shop-floor terminals, point of sale, lab and clinic workstations and back-office tools. Apps keep working offline, sync when connected, talk to local hardware and install through signed packages.",
    technologies: [
      ".NET",
      "C#",
      "WinUI 3",
      "WPF",
      "Windows Forms",
      "SQL Server",
      "SQLite",
      "Azure",
      "MSIX",
      "Visual Studio",
    ],
    hero: {
      title: "Windows applications for work that needs a desktop",
      lead: "We build and modernize desktop software for manufacturers, clinics, retailers, logistics operators and finance teams: fast data entry, local hardware, large screens and work that cannot stop when the network does.",
      features: [
        {
          title: "Offline first",
          text: "Local storage with background sync to SQL Server or Azure when the connection returns.",
        },
        {
          title: "Connected to your hardware",
          text: "Barcode scanners, label and receipt printers, weighing scales, card readers and serial or USB devices.",
        },
      ],
    },
    image: "service-windows",
    imageAlt:
      "Illustration of a Windows desktop application with a title bar, a navigation pane, a data grid and a sync status indicator",
    benefits: [
      {
        title: "Native speed for heavy data work",
        text: "Compiled .NET code handles large data grids, keyboard-driven data entry and multiple monitors without browser limits.",
      },
      {
        title: "Work continues during outages",
        text: "Changes queue locally when the network drops and sync with conflict handling when it returns.",
      },
      {
        title: "Secure local data",
        text: "Encrypted local databases, sign-in with Windows or Microsoft Entra ID accounts, and access by user role.",
      },
      {
        title: "Managed installs and updates",
        text: "Signed MSIX packages that install cleanly and update automatically, or roll out through Microsoft Intune.",
      },
      {
        title: "Fits your existing systems",
        text: "Integration with your ERP, SQL Server databases, Office documents and web APIs.",
      },
      {
        title: "Kept current",
        text: "Support and maintenance retainers keep the app patched and compatible with new Windows and .NET releases.",
      },
    ],
    features: [
      {
        title: "WinUI 3 and WPF interfaces",
        text: "Modern Windows interfaces with Fluent design, touch support and high-DPI scaling.",
      },
      {
        title: "Legacy desktop modernization",
        text: "WinForms and VB6 applications moved to current .NET in stages, keeping familiar screens where that helps users.",
      },
      {
        title: "Device and peripheral integration",
        text: "Drivers and SDKs for scanners, printers, scales, cameras and industrial devices wrapped in tested .NET services.",
      },
      {
        title: "Offline data and sync",
        text: "SQLite or SQL Server Express on the device, synced to a central database or Azure through APIs.",
      },
      {
        title: "Reports and exports",
        text: "Printable reports, Excel and PDF exports, and dashboards built into the app.",
      },
      {
        title: "Packaging and deployment",
        text: "MSIX installers, code signing, automatic updates and deployment through Intune or your own tools.",
      },
    ],
    cta: {
      title: "Plan your Windows application",
      text: "Tell us who uses it, which hardware it must talk to and what it replaces. After a discovery workshop we will suggest an architecture and give you an estimate.",
      label: "Build Your Windows App",
    },
  },
};
