import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
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
};

export default page;
