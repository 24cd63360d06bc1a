import { ServicesPage, servicesMetadata } from "@/components/pages/services-page";

export const metadata = servicesMetadata("ar");

export default function Page() {
  return <ServicesPage locale="ar" />;
}
