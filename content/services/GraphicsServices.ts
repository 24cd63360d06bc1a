import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
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
};

export default page;
