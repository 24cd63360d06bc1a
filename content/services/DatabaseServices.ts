import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
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
};

export default page;
