import type { ShowcaseServicePage } from "../service-pages";

const page: ShowcaseServicePage = {
  slug: "windowsappdevelopment",
  template: "showcase",
  metaTitle: "Windows desktop application development with .NET",
  metaDescription:
    "Windows desktop apps built with .NET, WinUI 3 and WPF: offline data with sync, scanner and printer integration, signed MSIX installers and managed updates.",
  keywords: [
    "Windows application development company",
    ".NET desktop application development",
    "WPF development services",
    "WinUI 3 app development",
    "WinForms to WPF migration",
  ],
  summary:
    "We build Windows desktop software with .NET, WinUI 3 and WPF for work that needs a desktop: shop-floor terminals, point of sale, lab and clinic workstations and back-office tools. Apps keep working offline, sync when connected, talk to local hardware and install through signed packages.",
  technologies: [
    ".NET",
    "C#",
    "WinUI 3",
    "WPF",
    "Windows Forms",
    "SQL Server",
    "SQLite",
    "Azure",
    "MSIX",
    "Visual Studio",
  ],
  hero: {
    title: "Windows applications for work that needs a desktop",
    lead: "We build and modernize desktop software for manufacturers, clinics, retailers, logistics operators and finance teams: fast data entry, local hardware, large screens and work that cannot stop when the network does.",
    features: [
      {
        title: "Offline first",
        text: "Local storage with background sync to SQL Server or Azure when the connection returns.",
      },
      {
        title: "Connected to your hardware",
        text: "Barcode scanners, label and receipt printers, weighing scales, card readers and serial or USB devices.",
      },
    ],
  },
  image: "service-windows",
  imageAlt:
    "Illustration of a Windows desktop application with a title bar, a navigation pane, a data grid and a sync status indicator",
  benefits: [
    {
      title: "Native speed for heavy data work",
      text: "Compiled .NET code handles large data grids, keyboard-driven data entry and multiple monitors without browser limits.",
    },
    {
      title: "Work continues during outages",
      text: "Changes queue locally when the network drops and sync with conflict handling when it returns.",
    },
    {
      title: "Secure local data",
      text: "Encrypted local databases, sign-in with Windows or Microsoft Entra ID accounts, and access by user role.",
    },
    {
      title: "Managed installs and updates",
      text: "Signed MSIX packages that install cleanly and update automatically, or roll out through Microsoft Intune.",
    },
    {
      title: "Fits your existing systems",
      text: "Integration with your ERP, SQL Server databases, Office documents and web APIs.",
    },
    {
      title: "Kept current",
      text: "Support and maintenance retainers keep the app patched and compatible with new Windows and .NET releases.",
    },
  ],
  features: [
    {
      title: "WinUI 3 and WPF interfaces",
      text: "Modern Windows interfaces with Fluent design, touch support and high-DPI scaling.",
    },
    {
      title: "Legacy desktop modernization",
      text: "WinForms and VB6 applications moved to current .NET in stages, keeping familiar screens where that helps users.",
    },
    {
      title: "Device and peripheral integration",
      text: "Drivers and SDKs for scanners, printers, scales, cameras and industrial devices wrapped in tested .NET services.",
    },
    {
      title: "Offline data and sync",
      text: "SQLite or SQL Server Express on the device, synced to a central database or Azure through APIs.",
    },
    {
      title: "Reports and exports",
      text: "Printable reports, Excel and PDF exports, and dashboards built into the app.",
    },
    {
      title: "Packaging and deployment",
      text: "MSIX installers, code signing, automatic updates and deployment through Intune or your own tools.",
    },
  ],
  cta: {
    title: "Plan your Windows application",
    text: "Tell us who uses it, which hardware it must talk to and what it replaces. After a discovery workshop we will suggest an architecture and give you an estimate.",
    label: "Build Your Windows App",
  },
};

export default page;
