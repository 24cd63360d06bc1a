import type { CaseStudyPage } from "../case-study-pages";

const page: CaseStudyPage = {
  slug: "addin-management",
  metaTitle: "AddIn Management: Institution Management Platform",
  metaDescription:
    "One platform for admissions, timetables, fees and results across a group of schools and colleges, with web and mobile apps for staff, students and parents.",
  keywords: [
    "institution management system",
    "school management software",
    "college ERP",
    "online admissions and fee payment",
    "timetable software",
  ],
  industry: "Education",
  region: "Maharashtra, India",
  services: ["Application Services", "Web Development", "Mobile App Development", "Cloud Services"],
  duration: "10 months in three releases, then a support retainer",
  intro:
    "An education trust ran admissions, timetables, fees and results on spreadsheets and an old desktop system, differently at each campus. We built AddIn Management, one platform that staff, students and parents use on the web and on their phones.",
  imageAlt:
    "Illustration of an administration dashboard with panels for admissions, a weekly timetable grid, fee collection status and a results table, next to a phone showing a parent's view of fees due.",
  overview: [
    "The client is an education trust that runs schools, a junior college and a degree college across Pune and Nashik. Over the years each campus had built its own way of working, with its own forms, spreadsheets and fee registers.",
    "The trust's management wanted one view of all its institutions and a standard process that new campuses could adopt. Parents wanted to apply, pay and see results without visiting the office.",
  ],
  challenges: [
    {
      title: "Every campus worked differently",
      text: "Admission rules, fee structures and grading schemes differ between a school, a junior college and a degree college. The platform had to support those differences without turning into separate systems.",
    },
    {
      title: "Timetables built by hand",
      text: "Coordinators spent weeks each term building timetables in spreadsheets, balancing teacher loads, shared labs and visiting faculty. Any change meant starting again.",
    },
    {
      title: "Fees and reconciliation",
      text: "Fees arrived as cash, cheques and bank transfers, with instalments and concessions. Matching them against bank statements took the accounts team days every month.",
    },
    {
      title: "Results and report cards",
      text: "Marks were typed into spreadsheets and copied into report card templates, which caused errors and delayed report cards.",
    },
  ],
  phases: [
    {
      title: "Phase 1: Discovery",
      text: "Workshops at each campus with office staff, coordinators, accountants and principals. We mapped each process as it actually ran, then agreed with the trust which differences were policy and which were habit.",
    },
    {
      title: "Phase 2: Architecture and estimate",
      text: "We designed a multi-institution platform with shared modules and per-institution settings for fee structures, grading schemes and academic calendars, and planned three releases: admissions and fees, then timetables, then results.",
    },
    {
      title: "Phase 3: Build in two-week sprints",
      text: "Every sprint ended with a demo to the trust's project group, which included staff from each campus. Data migration from the old system and spreadsheets ran alongside, one campus at a time.",
    },
    {
      title: "Phase 4: QA, launch and support",
      text: "Each release went through QA and a security review of role permissions and payment flows before going live. We ran the old and new processes side by side for one fee cycle before retiring the spreadsheets, and now support the platform under a retainer.",
    },
  ],
  built: {
    heading: "What we built",
    items: [
      {
        title: "Online admissions",
        text: "Parents apply on the web or in the mobile app, upload documents and follow their application's status. Staff review, shortlist and confirm admissions from one queue, with seat counts per course and category.",
      },
      {
        title: "Timetable planner",
        text: "Coordinators set teacher loads, room and lab availability and subject rules, and the planner proposes a timetable they adjust by drag and drop. Changes appear straight away in the staff and student apps.",
      },
      {
        title: "Fees and payments",
        text: "Fee structures, instalments and concessions are set per institution. Parents pay by UPI, card or net banking through a payment gateway, receipts are issued automatically, and payments are matched against bank statements.",
      },
      {
        title: "Results and report cards",
        text: "Teachers enter marks against the institution's grading scheme. The platform calculates grades and produces report cards, which parents and students see in the app once the principal publishes them.",
      },
      {
        title: "Role-based access",
        text: "Trustees, principals, office staff, teachers, students and parents each see only what their role allows, for one institution or several.",
      },
    ],
  },
  techStack: [
    { group: "Web", items: ["Next.js", "React", "TypeScript"] },
    { group: "Mobile", items: ["Flutter"] },
    { group: "Backend and data", items: [".NET", "PostgreSQL"] },
    { group: "Cloud", items: ["AWS (Mumbai region)", "Docker", "Kubernetes"] },
    {
      group: "Integrations",
      items: ["Payment gateway with UPI", "SMS and e-mail notifications"],
    },
  ],
  impact: [
    { value: "15,000", label: "students, parents and staff using the platform" },
    { value: "35%", label: "gain in administrative efficiency" },
  ],
  closing: [
    "The trust now runs one process across its institutions, with room for the differences each one genuinely needs. Office staff no longer re-enter the same data in several places, and parents deal with the institution from their phones.",
  ],
  next: [
    "Next is attendance: biometric attendance for staff and app-based attendance for students, feeding straight into the timetable and results modules.",
    "The trust has also asked for a dashboard that compares admissions and fee collection across campuses, to plan intake for the next academic year.",
  ],
};

export default page;
