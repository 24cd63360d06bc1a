import type { ShowcaseServicePage } from "../service-pages";

const page: ShowcaseServicePage = {
  slug: "iotservices",
  template: "showcase",
  metaTitle: "IoT development services for plants and fleets",
  metaDescription:
    "IoT development for factories, fleets and warehouses: sensor and PLC integration, edge gateways, telemetry pipelines on AWS and Azure, dashboards and alerts.",
  keywords: [
    "IoT development company India",
    "industrial IoT solutions",
    "smart factory solutions",
    "IoT dashboard development",
    "fleet tracking system development",
    "machine monitoring system",
  ],
  summary:
    "We connect machines, vehicles and sensors to software people act on: device integration and gateways, telemetry pipelines on AWS and Azure, and dashboards and alerts for plants and fleets. Our smart-factory work for a chemical manufacturer, in the Lean Methodologies case study, shows what this looks like on a real plant floor.",
  technologies: [
    "MQTT",
    "AWS IoT Core",
    "Azure IoT Hub",
    "Python",
    "Node.js",
    "PostgreSQL",
    "TimescaleDB",
    "Grafana",
    "Docker",
    "React",
  ],
  hero: {
    title: "Connected devices, telemetry and dashboards for plants and fleets",
    lead: "We build IoT systems for manufacturers, logistics operators and warehouses: sensors and gateways on site, data pipelines in the cloud, and dashboards and alerts for the people who act on them.",
    features: [
      {
        title: "From sensor to dashboard",
        text: "Device integration, gateways, cloud ingestion, storage and the applications on top, built by one team.",
      },
      {
        title: "Works with the machines you have",
        text: "We connect PLCs and existing equipment over Modbus, OPC UA and MQTT, so working machinery stays in place.",
      },
    ],
  },
  image: "service-iot",
  imageAlt:
    "Illustration of factory machines and a delivery truck sending sensor data through a gateway to a cloud dashboard with temperature charts, machine status tiles and an alert list",
  benefits: [
    {
      title: "See the plant floor live",
      text: "Machine status, output, temperatures and energy use on one screen, instead of clipboards and end-of-shift reports.",
    },
    {
      title: "Act before breakdowns",
      text: "Threshold and trend alerts reach supervisors by SMS, e-mail or app, so maintenance is planned rather than reactive.",
    },
    {
      title: "Track vehicles and goods",
      text: "Location and condition data for fleets and cold chains, with route history and exceptions flagged.",
    },
    {
      title: "Secure devices and data",
      text: "Device certificates, encrypted connections and role-based access, with a security review before each release.",
    },
    {
      title: "Data you own",
      text: "Telemetry is stored in your own AWS or Azure account, in formats your analysts and other systems can use.",
    },
    {
      title: "Start with a pilot",
      text: "Begin with one line, one site or a few vehicles, check the results, then roll out on the same platform.",
    },
  ],
  features: [
    {
      title: "Device and sensor integration",
      text: "Sensors, PLCs, energy meters and trackers connected over Modbus, OPC UA, BLE, LoRaWAN or cellular networks.",
    },
    {
      title: "Edge gateways",
      text: "Gateways that filter readings, run local rules and buffer data when the network drops.",
    },
    {
      title: "Cloud ingestion and storage",
      text: "Telemetry pipelines on AWS IoT Core or Azure IoT Hub, stored in time-series databases built for fast queries.",
    },
    {
      title: "Dashboards and alerts",
      text: "Web and mobile dashboards with OEE, downtime and energy views, and alert rules your team can adjust.",
    },
    {
      title: "Integration with business systems",
      text: "Machine and vehicle data passed to ERP, maintenance and dispatch systems through APIs.",
    },
    {
      title: "Device management and updates",
      text: "Provisioning, health monitoring and over-the-air firmware updates for devices in the field.",
    },
  ],
  cta: {
    title: "Start with one line, one site or one fleet",
    text: "Tell us what you want to measure and what you would do with the data. We will propose a pilot: devices, connectivity, dashboards and the results to check at the end.",
    label: "Start Your IoT Journey",
  },
};

export default page;
