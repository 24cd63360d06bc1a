import type { CaseStudyPage } from "../case-study-pages";

const page: CaseStudyPage = {
  slug: "addin",
  metaTitle: "AddIn: AI Comment Assistant for Teachers",
  metaDescription:
    "A Google Docs and Word add-in that drafts rubric-based feedback on student work. Teachers edit and approve every comment, and student data stays private.",
  keywords: [
    "AI feedback for teachers",
    "Google Docs add-on",
    "Microsoft Word add-in",
    "rubric-based feedback",
    "education technology",
  ],
  industry: "Education",
  region: "Maharashtra, India",
  services: ["Application Services", "Cloud Services"],
  duration: "5 months, then ongoing support",
  intro:
    "Teachers at a network of secondary schools were spending their evenings writing the same comments on essays and assignments. We built AddIn, an add-in for Google Docs and Microsoft Word that reads a piece of work against the teacher's rubric and drafts feedback the teacher edits and approves.",
  imageAlt:
    "Illustration of a document editor with a student essay on the left and an AddIn side panel on the right listing draft comments grouped by rubric criterion, each with Edit and Approve buttons.",
  overview: [
    "The client runs a network of English-medium secondary schools in Maharashtra. Students submit most written work digitally: some schools use Google Workspace for Education, others Microsoft 365.",
    "The academic team wanted faster, more consistent feedback without asking teachers to change tools or letting a machine grade. School leaders and parents also needed clear answers about what happens to student work.",
  ],
  challenges: [
    {
      title: "Feedback took too long",
      text: "A teacher with several sections can have well over a hundred pieces of work to mark in a week. Written comments were the slowest part, and students often received them after the class had moved on.",
    },
    {
      title: "Two platforms",
      text: "Schools were split between Google Docs and Microsoft Word, and teachers would not adopt a separate website. The tool had to work inside both editors.",
    },
    {
      title: "Consistency with the rubric",
      text: "Comments varied between teachers marking the same assignment. The schools wanted feedback tied to their own rubric criteria, not generic writing advice.",
    },
    {
      title: "Student privacy",
      text: "Student work contains names, personal stories and sometimes health details. The schools needed to know exactly what left the document, where it was processed and how long it was kept.",
    },
  ],
  phases: [
    {
      title: "Phase 1: Discovery",
      text: "We sat with English, science and social studies teachers while they marked, collected sample rubrics and anonymised work, and agreed the rule that shaped everything else: the assistant drafts, the teacher decides.",
    },
    {
      title: "Phase 2: Architecture and estimate",
      text: "We designed one feedback service behind two thin clients, a Google Workspace add-on and a Microsoft Word add-in, and wrote the data-handling design with the schools' data protection lead before any code was written.",
    },
    {
      title: "Phase 3: Build in two-week sprints",
      text: "A pilot group of teachers used each sprint's build on real assignments. Their edits to the draft comments showed us where prompts and rubric handling needed work.",
    },
    {
      title: "Phase 4: QA, security review and rollout",
      text: "An OWASP-based review covered add-in permissions, sign-in and the redaction step. We rolled out school by school, with a short training session in each staff room, and now support the add-in under a retainer.",
    },
  ],
  built: {
    heading: "What we built",
    items: [
      {
        title: "One add-in, two editors",
        text: "The same side panel runs in Google Docs and Microsoft Word. The teacher picks a rubric, and the panel shows draft comments anchored to the passages they refer to.",
      },
      {
        title: "Rubric-based drafting",
        text: "Schools load their own rubrics with criteria and level descriptors. The assistant drafts comments per criterion, quoting the student's text, and suggests a level the teacher can accept or change.",
      },
      {
        title: "Teacher approval before anything is posted",
        text: "Each draft can be edited, approved or discarded. Only approved comments are added to the document, as the teacher's own comments.",
      },
      {
        title: "Privacy by design",
        text: "Student names and identifiers are replaced with placeholders before text leaves the document and restored in the editor afterwards. Work is processed in an India cloud region, is not used to train models and is not stored once the request completes.",
      },
      {
        title: "Comment bank",
        text: "Teachers save comments they have edited and reuse them across a class. The assistant draws on a teacher's saved comments when drafting, so drafts start closer to that teacher's voice.",
      },
    ],
  },
  techStack: [
    {
      group: "Add-in clients",
      items: ["TypeScript", "React", "Office JavaScript API", "Google Apps Script"],
    },
    { group: "Backend", items: ["Node.js", "TypeScript", "Python"] },
    { group: "AI", items: ["Hosted large language model API", "Redaction service"] },
    { group: "Data and cloud", items: ["PostgreSQL", "Azure (Central India region)", "Docker"] },
  ],
  impact: [
    { value: "80%", label: "reduction in time teachers spend writing comments" },
    { value: "10,000", label: "students receiving feedback through AddIn" },
  ],
  closing: [
    "AddIn saves time because it fits how teachers already work: in the editor they already use, against the rubric they already wrote, with the final word left to them.",
    "The privacy design mattered as much as the drafting. It is what allowed the schools to adopt the add-in across the whole network.",
  ],
  next: [
    "The schools have asked for feedback on handwritten work photographed from exercise books, and for assignments written in Marathi and Hindi. We are piloting both with a small group of teachers before rolling them out.",
  ],
};

export default page;
