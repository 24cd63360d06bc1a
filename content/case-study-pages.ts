import type { caseStudies } from "./case-studies";

/** The slug of one of the five case studies; completes the route `/case-study-{slug}`. */
export type CaseStudySlug = (typeof caseStudies)[number]["slug"];

/** Full content of one case study page (spec §2, "Case study pages"; figures from spec §9). */
export type CaseStudyPage = {
  slug: CaseStudySlug;
  /** At most 55 characters, without the brand (the layout appends it). */
  metaTitle: string;
  /** 140 to 160 characters. */
  metaDescription: string;
  /** 4 to 6 search keywords. */
  keywords: string[];
  industry: string;
  /** Where the client operates. */
  region: string;
  /** 2 to 4 of the company's service names involved. */
  services: string[];
  /** Engagement length. */
  duration: string;
  /** 2 to 3 sentences under the title. */
  intro: string;
  /** Alt text for the study's illustration. */
  imageAlt: string;
  /** "Client overview": the client is described, never named. */
  overview: string[];
  /** "Core challenges". */
  challenges: { title: string; text: string }[];
  /** "Vision to Reality", following the company's delivery process. */
  phases: { title: string; text: string }[];
  /** "What we built", or "Implementation process" for Lean Methodologies. */
  built: { heading: string; items: { title: string; text: string }[] };
  techStack: { group: string; items: string[] }[];
  /** Exactly the figures the company attributes to this study. */
  impact: { value: string; label: string }[];
  /** "Closing thoughts". */
  closing: string[];
  /** "What's next": concrete next steps planned with the client. */
  next: string[];
  /** Only for twarrad: a real bilingual sample of the storefront's copy, shown with lang="ar" dir="rtl". */
  bilingualSample?: { title: string; items: { en: string; ar: string }[] };
};

export const caseStudyPages: Record<CaseStudySlug, CaseStudyPage> = {
  propertyassist: {
    slug: "propertyassist",
    metaTitle: "PropertyAssist: Conversational AI for Real Estate",
    metaDescription:
      "AI assistants on WhatsApp and web chat for a Pune developer: answers from approved brochures, lead qualification, CRM sync and site-visit booking.",
    keywords: [
      "real estate chatbot",
      "conversational AI for real estate",
      "WhatsApp assistant for property developers",
      "lead qualification AI",
      "site visit booking",
    ],
    industry: "Real estate",
    region: "Maharashtra, India",
    services: ["Application Services", "Web Development", "Cloud Services"],
    duration: "6 months, then ongoing support",
    intro:
      "A residential developer in Pune was missing buyer enquiries after office hours, and its pre-sales team spent the day answering the same questions. We built PropertyAssist, an assistant on WhatsApp and the developer's websites that answers from approved project documents, qualifies leads and books site visits.",
    imageAlt:
      "Illustration of a phone showing a WhatsApp-style chat in which a buyer asks about a 2 BHK flat and the assistant offers site-visit slots, next to a CRM lead card marked as qualified.",
    overview: [
      "The client is a residential developer with projects under construction and ready to move in across Pune and its western suburbs. Most buyers first find a project through property portals, social media ads or the project websites, and then continue the conversation on WhatsApp.",
      "A small pre-sales team handled every enquiry by phone and chat during office hours. Sales managers worked from a CRM the developer already used, and the developer wanted any new tool to feed that CRM, not replace it.",
    ],
    challenges: [
      {
        title: "Enquiries outside office hours",
        text: "Many buyers browse in the evening and at weekends. Messages sent after the office closed waited until the next working day, and by then many buyers had moved on to another project.",
      },
      {
        title: "The same questions, many times a day",
        text: "Carpet area, possession date, RERA registration, parking, bank loan tie-ups: the pre-sales team spent most of its time answering questions the brochures already answered.",
      },
      {
        title: "Unqualified leads in the CRM",
        text: "Every enquiry went into the CRM as a lead, with no budget, configuration or timeline recorded. Sales managers had to call each one to find out whether a site visit made sense.",
      },
      {
        title: "Accuracy and compliance",
        text: "Prices, offers and possession dates change, and a wrong answer to a buyer is a legal and reputational risk. The assistant could only say what the developer had approved.",
      },
    ],
    phases: [
      {
        title: "Phase 1: Discovery",
        text: "A two-day workshop with the pre-sales and sales teams. We read anonymised chat logs and call notes, listed the questions buyers actually ask, and agreed with sales what makes a lead qualified.",
      },
      {
        title: "Phase 2: Architecture and estimate",
        text: "We designed a retrieval-based assistant that answers only from an approved document set, chose WhatsApp and web chat as the first channels, and mapped the CRM fields the assistant would fill. The developer signed off a fixed-scope estimate for the first release.",
      },
      {
        title: "Phase 3: Build in two-week sprints",
        text: "Every sprint ended with a demo to the sales team using real buyer questions. Their corrections became the test set we ran against the assistant before each release.",
      },
      {
        title: "Phase 4: QA, launch and support",
        text: "After a security review of the chat endpoints and the handling of buyers' personal data, we launched on one project and then extended the assistant to the rest of the portfolio. We now support it under a retainer and update the document set when prices or offers change.",
      },
    ],
    built: {
      heading: "What we built",
      items: [
        {
          title: "Answers from approved documents",
          text: "Brochures, price sheets, floor plans, amenity lists and RERA details are split into passages and indexed. For each question the assistant retrieves the relevant passages and answers only from them. If nothing relevant is found, it says so and offers a call back.",
        },
        {
          title: "WhatsApp and web chat",
          text: "One conversation service runs both channels, so a buyer who starts on a project website can carry on in WhatsApp. Buyers can write in English, Hindi or Marathi.",
        },
        {
          title: "Lead qualification and CRM sync",
          text: "During the conversation the assistant asks about budget, preferred configuration, timeline and home-loan needs, then creates or updates the lead in the developer's CRM with the transcript attached.",
        },
        {
          title: "Site-visit booking",
          text: "Buyers pick a slot from the sales team's live calendar. The assistant confirms on WhatsApp, sends the site location and a reminder the day before, and notifies the assigned sales manager.",
        },
        {
          title: "Handover to a person",
          text: "Negotiation, special requests and anything outside the documents go to the pre-sales team with the full conversation, straight away during office hours or on a morning call-back list.",
        },
      ],
    },
    techStack: [
      { group: "Frontend", items: ["Next.js", "React", "TypeScript"] },
      { group: "Backend", items: ["Node.js", "TypeScript", "Python"] },
      {
        group: "AI and retrieval",
        items: ["Hosted large language model API", "Embeddings in PostgreSQL (pgvector)"],
      },
      { group: "Data and cloud", items: ["PostgreSQL", "AWS", "Docker"] },
      { group: "Integrations", items: ["WhatsApp Business Platform", "CRM REST API"] },
    ],
    impact: [
      { value: "70%", label: "increase in buyer engagement" },
      { value: "45%", label: "reduction in pre-sales support load" },
    ],
    closing: [
      "PropertyAssist works because it stays narrow. It answers from documents the developer approves, asks the questions a sales manager would ask, and hands over when a person is needed.",
      "The pre-sales team now spends its day on buyers who are ready to visit a site, not on repeating the brochure.",
    ],
    next: [
      "Next, we are adding the assistant to the developer's customer portal, so buyers who have booked a flat can ask about their payment schedule and construction progress.",
      "We are also connecting enquiries from property portals directly to the assistant, so a buyer who fills a portal form gets a WhatsApp reply at once.",
    ],
  },

  addin: {
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
  },

  "addin-management": {
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
    services: [
      "Application Services",
      "Web Development",
      "Mobile App Development",
      "Cloud Services",
    ],
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
  },

  twarrad: {
    slug: "twarrad",
    metaTitle: "Twarrad: Bilingual Arabic and English Store, UAE",
    metaDescription:
      "A mobile-first store for UAE shoppers in Arabic (right to left) and English, with Arabic search, local card payments, Apple Pay and cash on delivery.",
    keywords: [
      "Arabic e-commerce website",
      "RTL e-commerce development",
      "UAE online store",
      "bilingual Arabic English storefront",
      "cash on delivery e-commerce",
    ],
    industry: "Retail and e-commerce",
    region: "United Arab Emirates",
    services: ["E-commerce Development & Support", "Web Development", "Cloud Services"],
    duration: "7 months, then ongoing support",
    intro:
      "A UAE retailer's online store was built in English, with Arabic added as a translation layer, and mobile shoppers were leaving at checkout. We rebuilt it as Twarrad, a mobile-first store designed for Arabic right-to-left and English from the first screen, with the payment options UAE shoppers expect.",
    imageAlt:
      "Illustration of two phones side by side showing the same product page, one in English laid out left to right and one in Arabic laid out right to left, each with an add-to-cart button and a cash-on-delivery label.",
    overview: [
      "The client is an online retailer of home, kitchen and lifestyle products that sells across the United Arab Emirates and delivers from a warehouse in Dubai. Most of its traffic comes from phones, and many of its customers prefer to shop in Arabic.",
      "Its previous store ran on a theme built for English. Arabic pages were machine-translated, layouts broke when mirrored, and checkout accepted cards only.",
    ],
    challenges: [
      {
        title: "Arabic as an afterthought",
        text: "Mirrored layouts broke, arrows pointed the wrong way, prices were formatted inconsistently and product names read like translations. Arabic-speaking shoppers noticed.",
      },
      {
        title: "Checkout on a phone",
        text: "Checkout had too many steps, did not remember addresses and asked for the address as free text. On a small screen, many shoppers gave up.",
      },
      {
        title: "Payment choices",
        text: "Many UAE shoppers prefer to pay cash on delivery, and others expect Apple Pay alongside cards. The old store offered cards only.",
      },
      {
        title: "Search in Arabic",
        text: "Arabic searches missed products when spelling varied, for example between forms of alef or between taa marbuta and haa, and found nothing for products whose names existed only in English.",
      },
    ],
    phases: [
      {
        title: "Phase 1: Discovery",
        text: "We reviewed analytics and session recordings of the old checkout, interviewed the client's customer service team, and agreed the tone of the store's copy in both languages with the client's Arabic content editor.",
      },
      {
        title: "Phase 2: Architecture and estimate",
        text: "We chose a headless design: a Next.js storefront over a commerce API, with layouts built on CSS logical properties so one design serves both directions. The client approved a fixed-scope estimate for launch and a support retainer after it.",
      },
      {
        title: "Phase 3: Build in two-week sprints",
        text: "Each sprint ended with a demo on phones in both languages. Native speakers reviewed Arabic and English copy before every release, instead of translating at the end.",
      },
      {
        title: "Phase 4: QA, security review and launch",
        text: "We tested checkout in both directions on the phones and browsers that appear most in the client's analytics, and ran an OWASP-based review of payment and account flows. Traffic moved to the new store in stages before the old one was retired.",
      },
    ],
    built: {
      heading: "What we built",
      items: [
        {
          title: "One design, two directions",
          text: "Every component is built with CSS logical properties and tested in Arabic and English. Direction-sensitive icons mirror, prices follow each language's conventions, and Arabic text is set in a typeface designed for Arabic.",
        },
        {
          title: "Mobile-first checkout",
          text: "A short checkout with saved addresses, an address form organised by emirate and area, and guest checkout. Shoppers see the delivery date and charge before they pay.",
        },
        {
          title: "Local payments and cash on delivery",
          text: "Cards and Apple Pay through a UAE payment gateway, plus cash on delivery with rules the client sets by order value and area. Cash orders are confirmed on WhatsApp before dispatch.",
        },
        {
          title: "Arabic search",
          text: "Search normalises Arabic spelling variants and diacritics, stems Arabic and English words, and indexes product names and synonyms in both languages, so a search in either language finds the same products.",
        },
        {
          title: "Order tracking",
          text: "Shoppers follow their order in the language they shopped in, with status from the courier's API and updates by SMS and WhatsApp.",
        },
      ],
    },
    techStack: [
      { group: "Storefront", items: ["Next.js", "React", "TypeScript"] },
      { group: "Backend and data", items: ["Node.js", "PostgreSQL"] },
      { group: "Search", items: ["OpenSearch with Arabic and English analysers"] },
      { group: "Cloud", items: ["AWS (UAE region)", "Docker"] },
      {
        group: "Payments and delivery",
        items: ["UAE payment gateway", "Apple Pay", "Cash on delivery", "Courier tracking API"],
      },
    ],
    impact: [{ value: "60%", label: "drop in cart abandonment" }],
    closing: [
      "Twarrad shows that a bilingual store is a design decision, not a translation task. Treating Arabic as a first language of the store, and offering the ways UAE shoppers actually pay, is what brought mobile shoppers through checkout.",
    ],
    next: [
      "Next, we are building Flutter apps for iOS and Android on the same commerce API, with one cart shared between app and web.",
      "The client also plans to sell in Kuwait, so we are adding per-country pricing, currency and delivery rules to the store.",
    ],
    bilingualSample: {
      title: "Storefront copy in English and Arabic",
      items: [
        { en: "Add to cart", ar: "أضف إلى السلة" },
        {
          en: "Free delivery in Dubai on orders over AED 200",
          ar: "توصيل مجاني داخل دبي للطلبات التي تتجاوز قيمتها 200 درهم",
        },
        { en: "Cash on delivery available", ar: "الدفع عند الاستلام متاح" },
        { en: "Track your order", ar: "تتبع طلبك" },
        { en: "Your cart is empty", ar: "سلة التسوق فارغة" },
        { en: "Proceed to checkout", ar: "المتابعة إلى الدفع" },
      ],
    },
  },

  leanMethologies: {
    slug: "leanMethologies",
    metaTitle: "Lean Methodologies: Smart Manufacturing for Chemicals",
    metaDescription:
      "Value-stream mapping, OEE dashboards, IoT sensors on reactors and packaging lines, predictive maintenance and SPC for a chemical manufacturer in Maharashtra.",
    keywords: [
      "smart manufacturing",
      "lean manufacturing for chemicals",
      "OEE dashboard",
      "predictive maintenance IoT",
      "statistical process control software",
    ],
    industry: "Manufacturing and chemicals",
    region: "Maharashtra, India",
    services: ["IoT Services", "Application Services", "Cloud Services", "Database Services"],
    duration: "12 months in two plant phases, then ongoing support",
    intro:
      "A specialty chemical manufacturer was losing production to unplanned stoppages and off-spec batches, and only saw the full picture at the end of each month. We worked with its plant team to map the value stream, then put sensors, dashboards and predictive maintenance where the map showed the losses.",
    imageAlt:
      "Illustration of a plant dashboard showing OEE gauges for two reactors and a packaging line, a control chart with upper and lower limits, and a maintenance alert card for a reactor agitator motor.",
    overview: [
      "The client makes specialty chemicals for the coatings and textile industries at a plant in a MIDC industrial area in Maharashtra. The plant runs batch reactors, blending tanks and automatic packaging lines across three shifts.",
      "Production data lived in shift log books, PLC screens and spreadsheets. Management had started a lean programme and wanted decisions on the floor to rest on measured facts.",
    ],
    challenges: [
      {
        title: "Unplanned downtime",
        text: "Agitator motors, pumps and the filling heads on the packaging lines failed without warning. Each stoppage held up a batch and every order behind it.",
      },
      {
        title: "Quality found too late",
        text: "Quality was checked in the lab once a batch was complete. When a batch was off-spec the cause was hard to trace, and rework took reactor time from the next batch.",
      },
      {
        title: "No shared view of performance",
        text: "Each shift reported output in its own way, so nobody could say with confidence where time was lost: changeovers, breakdowns, waiting for lab results or waiting for material.",
      },
      {
        title: "An older plant",
        text: "Most equipment predated networked controls. Sensors had to be fitted without stopping production and in line with the plant's safety rules for hazardous areas.",
      },
    ],
    phases: [
      {
        title: "Phase 1: Discovery and value-stream mapping",
        text: "Our consultants spent two weeks on the floor with the plant team, mapping the flow from raw material receipt to dispatch for the main product families and recording where time and material were lost.",
      },
      {
        title: "Phase 2: Architecture and estimate",
        text: "Using the map, the plant chose two reactors and one packaging line for the first phase. We designed the sensor layout, the plant network and the data pipeline from edge gateways to the cloud, and estimated each phase separately.",
      },
      {
        title: "Phase 3: Build in two-week sprints",
        text: "Sensors went in during planned shutdowns. Sprints delivered working pieces in order, OEE tracking first, then SPC charts, then maintenance alerts, each demonstrated to shift supervisors on the floor.",
      },
      {
        title: "Phase 4: QA, rollout and support",
        text: "After QA and a security review of the plant network and remote access, we extended the system to the remaining reactors and packaging lines and trained supervisors and maintenance staff. We now support it under a retainer with 24/7 cover.",
      },
    ],
    built: {
      heading: "Implementation process",
      items: [
        {
          title: "Lean groundwork",
          text: "Standard work for changeovers, 5S at the packaging lines and a daily shift meeting around one board. The process was agreed before the software was built, so the software measures the way the plant wants to work.",
        },
        {
          title: "IoT sensors on reactors and packaging lines",
          text: "Temperature, pressure, vibration and motor-current sensors on reactors, agitators and pumps, and counters and reject sensors on the packaging lines. Edge gateways read the sensors and existing PLCs and publish over MQTT.",
        },
        {
          title: "OEE dashboards",
          text: "Availability, performance and quality for every reactor and line, by shift, with stoppage reasons entered by operators on a tablet. The shift meeting and the monthly review use the same numbers.",
        },
        {
          title: "Predictive maintenance",
          text: "Models trained on vibration and motor-current data flag developing faults in agitators and pumps and raise a work order, so the maintenance team can fix them in a planned stop instead of after a breakdown.",
        },
        {
          title: "Statistical process control",
          text: "Control charts on critical batch parameters such as temperature profile, pH and viscosity, with alerts when a process drifts towards its limits, so operators correct a batch while it is still in the reactor.",
        },
      ],
    },
    techStack: [
      {
        group: "Plant floor",
        items: ["Industrial IoT sensors", "Edge gateways", "MQTT", "OPC UA for PLC data"],
      },
      { group: "Analytics", items: ["Python", "PostgreSQL"] },
      { group: "Applications", items: ["React", "TypeScript", ".NET"] },
      { group: "Cloud", items: ["Azure", "Azure IoT Hub", "Docker", "Kubernetes"] },
    ],
    impact: [
      { value: "45%", label: "reduction in unplanned downtime" },
      { value: "60%", label: "drop in product defects" },
      { value: "30%", label: "reduction in maintenance and rework costs" },
    ],
    closing: [
      "The plant did not need more data. It needed a few measures in front of the people who could act on them.",
      "Starting from the value-stream map kept the technology aimed at real losses, and the lean routines keep the dashboards in daily use.",
    ],
    next: [
      "Next is energy: metering steam, chilled water and power per batch, so energy cost appears in the same OEE and batch reports.",
      "The plant also plans to link the SPC data to its lab information system, so lab results and process data sit in one batch record.",
    ],
  },
};
