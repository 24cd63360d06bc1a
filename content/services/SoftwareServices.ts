import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
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
};

export default page;
