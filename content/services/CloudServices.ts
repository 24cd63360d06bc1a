import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
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
};

export default page;
