import type { ShowcaseServicePage } from "../service-pages";

const page: ShowcaseServicePage = {
  slug: "ecommercedevelopment",
  template: "showcase",
  metaTitle: "E-commerce development and support services",
  metaDescription:
    "Online stores and marketplaces on Shopify or Next.js: payments, search, Arabic right-to-left and multilingual storefronts, with 24/7 cover on support plans.",
  keywords: [
    "e-commerce development company India",
    "online store development services",
    "Shopify development services",
    "headless e-commerce development",
    "multi-vendor marketplace development",
    "e-commerce support and maintenance",
  ],
  summary:
    "We build online stores, B2B ordering portals and multi-vendor marketplaces on Shopify or as custom headless builds with Next.js and Node.js, then support them after launch. That includes payments, search, and multilingual and Arabic right-to-left storefronts like the bilingual UAE platform in our Twarrad case study.",
  technologies: [
    "Next.js",
    "React",
    "TypeScript",
    "Node.js",
    "Shopify",
    "PostgreSQL",
    "Elasticsearch",
    "Razorpay",
    "Stripe",
    "AWS",
  ],
  hero: {
    title: "Online stores and marketplaces that are easy to buy from",
    lead: "We build and run e-commerce for retailers, brands, distributors and manufacturers selling direct: quick product pages, a clear checkout, payments and delivery that fit your market, and support after launch when sale days test the system.",
    features: [
      {
        title: "Built to convert",
        text: "Quick product listings, useful search and filters, and a short checkout tested on mobile.",
      },
      {
        title: "Supported after launch",
        text: "Support plans with 24/7 cover, so a problem during a sale or festive peak is picked up at any hour.",
      },
    ],
  },
  image: "service-ecommerce",
  imageAlt:
    "Illustration of an online store: a product grid, a cart and a checkout card with payment options",
  benefits: [
    {
      title: "Checkout built for mobile",
      text: "Guest checkout, saved addresses and autofill, designed and tested on the phones most of your shoppers use.",
    },
    {
      title: "Payments for your markets",
      text: "UPI, cards, wallets and net banking through Razorpay in India; Stripe, Apple Pay and regional gateways elsewhere.",
    },
    {
      title: "Any language, either direction",
      text: "Multilingual catalogues, including Arabic right-to-left layouts, with prices, taxes and currencies set per region.",
    },
    {
      title: "Prepared for sale days",
      text: "Caching, autoscaling and load tests before big campaigns, so traffic peaks are planned for, not discovered.",
    },
    {
      title: "Connected to operations",
      text: "Orders, stock and invoices synced with your ERP, warehouse and shipping partners.",
    },
    {
      title: "One team after launch",
      text: "The team that built the store handles fixes, updates and new features under a support retainer.",
    },
  ],
  features: [
    {
      title: "Custom and headless storefronts",
      text: "Next.js storefronts on Shopify, or on a custom Node.js and PostgreSQL back end when your catalogue or pricing needs it.",
    },
    {
      title: "Multi-vendor marketplaces",
      text: "Seller onboarding, commissions, payouts, and separate dashboards for vendors and administrators.",
    },
    {
      title: "B2B ordering portals",
      text: "Customer-specific price lists, bulk ordering, credit limits and reorders from history for distributors and dealers.",
    },
    {
      title: "Search and merchandising",
      text: "Product search with typo tolerance, filters and synonyms, plus rules to promote categories and offers.",
    },
    {
      title: "Shipping and returns",
      text: "Courier integrations, pin-code serviceability checks, order tracking and returns flows.",
    },
    {
      title: "Shopping apps",
      text: "Android and iOS shopping apps in Flutter or React Native that share the store's catalogue, cart and accounts.",
    },
  ],
  cta: {
    title: "Let's talk about your store",
    text: "Tell us what you sell, where you sell it and what is not working today. We will suggest a platform and a first release, whether that is a new store, a replatform or a support plan.",
    label: "Transform Your Business",
  },
};

export default page;
