import type { ShowcaseServicePage } from "../service-pages";

const page: ShowcaseServicePage = {
  slug: "iosmobileappdevelopment",
  template: "showcase",
  metaTitle: "Android, iOS and Flutter app development in Pune",
  metaDescription:
    "Android, iOS and cross-platform apps built with Kotlin, Swift, Flutter and React Native: design, APIs, testing on real devices, store release and support.",
  keywords: [
    "mobile app development company Pune",
    "iOS app development services",
    "Android app development India",
    "Flutter app development company",
    "React Native development services",
    "cross-platform app development",
  ],
  summary:
    "We design and build Android, iOS and cross-platform apps with Kotlin, Swift, Flutter and React Native, together with the APIs and admin panels behind them. We recommend native or cross-platform for each project, handle store release and keep apps current with each new OS version.",
  technologies: [
    "Kotlin",
    "Swift",
    "Flutter",
    "React Native",
    "TypeScript",
    "Node.js",
    "Firebase",
    "PostgreSQL",
    "AWS",
    "Google Cloud",
  ],
  hero: {
    title: "Mobile apps for Android, iOS or both at once",
    lead: "We build customer apps, field and sales apps, and learning apps for real estate, education, retail, healthcare and logistics businesses. We start by choosing native or cross-platform for your case, then design, build, test on real devices and release to the App Store and Google Play.",
    features: [
      {
        title: "Native or cross-platform, chosen on evidence",
        text: "Kotlin and Swift when the app needs deep device access; Flutter or React Native when one codebase for both stores fits better.",
      },
      {
        title: "From idea to store listing",
        text: "Design, APIs, testing, App Store and Google Play submission, and updates after launch, from one in-house team.",
      },
    ],
  },
  image: "service-mobile",
  imageAlt:
    "Illustration of three phone screens: an Android app with a list and an add button, an iOS app with settings, and a cross-platform app marked by a shared-code bracket",
  benefits: [
    {
      title: "One team for app and back end",
      text: "Mobile developers, API engineers and designers work together, so app and server changes ship at the same time.",
    },
    {
      title: "Demos on your own phone",
      text: "Every two-week sprint ends with a test build installed through TestFlight or a Google Play testing track.",
    },
    {
      title: "Tested on real devices",
      text: "Each release is tested on a range of Android phones and iPhones, including older models your customers still use.",
    },
    {
      title: "Security reviewed before release",
      text: "Secure storage for tokens and personal data, encrypted traffic and an OWASP-based security review before each release.",
    },
    {
      title: "Store release handled",
      text: "We prepare listings, screenshots and privacy details, submit the app and respond to store review feedback.",
    },
    {
      title: "Kept current after launch",
      text: "Support plans cover new OS versions, new screen sizes, crash fixes and feature releases.",
    },
  ],
  features: [
    {
      title: "Offline use and sync",
      text: "Local storage so field staff and customers can keep working without a signal, with sync when they reconnect.",
    },
    {
      title: "Push notifications",
      text: "Targeted notifications for bookings, orders, reminders and alerts through Firebase Cloud Messaging and Apple Push.",
    },
    {
      title: "Payments and subscriptions",
      text: "UPI, cards and wallets through gateways such as Razorpay and Stripe, plus in-app purchases and subscriptions.",
    },
    {
      title: "Maps and location",
      text: "Live tracking, geofencing and route views for delivery, field sales and site-visit apps.",
    },
    {
      title: "Analytics and crash reporting",
      text: "Firebase Analytics and Crashlytics set up, so you see how the app is used and what breaks.",
    },
    {
      title: "Admin panels and APIs",
      text: "Web admin panels and Node.js or .NET APIs to manage users, content, orders and notifications.",
    },
  ],
  platforms: [
    {
      id: "android",
      title: "Android app development",
      text: "Native Android apps in Kotlin with Jetpack Compose, built for the wide range of phones, tablets and rugged devices your users carry. We manage Google Play listings, testing tracks and staged rollouts.",
      technologies: [
        "Kotlin",
        "Jetpack Compose",
        "Android Studio",
        "Firebase",
        "Google Play Console",
      ],
    },
    {
      id: "ios",
      title: "iOS app development",
      text: "Native iPhone and iPad apps in Swift and SwiftUI that follow Apple's Human Interface Guidelines and use features such as Face ID, Apple Pay and widgets. We manage TestFlight builds and App Store review.",
      technologies: ["Swift", "SwiftUI", "Xcode", "TestFlight", "App Store Connect"],
    },
    {
      id: "hybrid",
      title: "Hybrid and cross-platform apps",
      text: "One codebase for Android and iOS with Flutter or React Native, which suits most business, booking and content apps. We add native modules where the app needs device features the framework does not cover.",
      technologies: ["Flutter", "Dart", "React Native", "TypeScript", "Expo"],
    },
  ],
  cta: {
    title: "Talk to us about your app",
    text: "Bring the idea, the users and any designs you have. In a consultation we will recommend native or cross-platform, outline a first release and explain how we would estimate it.",
    label: "Schedule a Consultation",
  },
};

export default page;
