import type { CaseStudyPage } from "../case-study-pages";

const page: CaseStudyPage = {
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
};

export default page;
