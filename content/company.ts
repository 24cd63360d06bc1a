/** How the company works: the facts every service page repeats, kept in one place. */
export const deliveryProcess = [
  {
    title: "Discovery workshop",
    text: "We meet your users and process owners, and agree the goals and the scope.",
  },
  {
    title: "Architecture and estimate",
    text: "A design, a data model and an estimate broken down by feature and sprint.",
  },
  {
    title: "Two-week sprints with demos",
    text: "Working software at the end of every sprint, shown to you and your users.",
  },
  {
    title: "QA and security review",
    text: "Automated tests in CI, code review on every change, an OWASP-based review.",
  },
  { title: "Launch", text: "A planned release with monitoring, rollback and your team trained." },
  {
    title: "Support",
    text: "Maintenance retainers, with 24/7 cover for clients on support plans.",
  },
] as const;

export const engagementModels = [
  "Fixed-scope projects",
  "Dedicated teams",
  "Time and materials",
  "Support and maintenance retainers",
] as const;
