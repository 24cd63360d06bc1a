import type { CaseStudyPage } from "../case-study-pages";

const page: CaseStudyPage = {
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
};

export default page;
