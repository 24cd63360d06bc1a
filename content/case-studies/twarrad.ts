import type { CaseStudyPage } from "../case-study-pages";

const page: CaseStudyPage = {
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
};

export default page;
