import type { StandardServicePage } from "../service-pages";

const page: StandardServicePage = {
  slug: "GameServices",
  template: "standard",
  metaTitle: "Unity game development for mobile and web",
  metaDescription:
    "2D and 3D games and gamified training built in Unity for Android, iOS and the web: game design, art, multiplayer back ends, analytics and updates after launch.",
  keywords: [
    "Unity game development company",
    "mobile game development India",
    "gamified training development",
    "WebGL game development",
    "2D and 3D game development services",
  ],
  summary:
    "We build 2D and 3D games in Unity for Android, iOS and the browser, from casual games to gamified training for employees and students. Design, art, development, back ends and testing are done in-house, and there is a playable build from the first sprint.",
  technologies: [
    "Unity",
    "C#",
    "WebGL",
    "Android",
    "iOS",
    "Node.js",
    "PostgreSQL",
    "Firebase",
    "Blender",
    "AWS",
  ],
  hero: {
    eyebrow: "Game development",
    title: "Games and gamified training, built in Unity",
    lead: "We make casual and mid-core games for mobile and the web, and training games for manufacturers, hospitals, schools and financial firms that want people to learn by doing. You play a new build at the end of every two-week sprint.",
  },
  tiles: [
    {
      title: "A playable build every two weeks",
      text: "Each sprint ends with a build you can install or open in a browser, so feedback comes from playing, not from documents.",
    },
    {
      title: "One Unity project, every platform",
      text: "Android, iOS and WebGL builds come from one Unity project, so features and fixes reach every platform together.",
    },
    {
      title: "Design, art and code in-house",
      text: "Game designers, 2D and 3D artists and Unity developers work as one team in Pune.",
    },
    {
      title: "Tested on real devices",
      text: "Builds are tested on a range of Android phones, iPhones and browsers before every store or web release.",
    },
  ],
  capabilities: [
    {
      title: "Mobile games",
      text: "Games for Android and iOS, from first prototype to live updates.",
      points: [
        "Casual, puzzle and simulation games",
        "In-app purchases, rewarded ads and subscriptions",
        "Store listings, builds and release management",
        "Live updates and seasonal content after launch",
      ],
    },
    {
      title: "Web and WebGL games",
      text: "Games that open in a browser, with nothing to install.",
      points: [
        "Branded games for campaigns and product launches",
        "Small download sizes for players on mobile data",
        "Embedding in websites, learning platforms and portals",
        "Leaderboards and score sharing",
      ],
    },
    {
      title: "Gamified training",
      text: "Training that people finish because they want to.",
      points: [
        "Simulations of plant, warehouse and safety procedures",
        "Scenario-based training for sales, service and compliance",
        "Scores, progress and certificates reported to your LMS",
        "Learning games for schools and colleges, mapped to the syllabus",
      ],
    },
    {
      title: "Game design and art",
      text: "The idea tested early, then given a look that fits it.",
      points: [
        "Game design document, core loop and level design",
        "2D art, 3D models, animation and UI",
        "Sound and music sourcing",
        "Prototypes that test the idea before full production",
      ],
    },
    {
      title: "Back ends and analytics",
      text: "The services that keep players' progress and show how they play.",
      points: [
        "Player accounts, saved progress and cloud sync",
        "Multiplayer and leaderboards on Node.js services",
        "Analytics events for retention and level difficulty",
        "Admin tools for content, rewards and live events",
      ],
    },
  ],
  cta: {
    title: "Tell us about your game",
    text: "Share the idea, the players and the platforms. We will suggest a prototype scope, so you can test the game before committing to full production.",
    label: "Discuss Your Game",
  },
};

export default page;
