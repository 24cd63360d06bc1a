import { HomePage, homeMetadata } from "@/components/pages/home-page";

export const metadata = homeMetadata("ar");

export default function Page() {
  return <HomePage locale="ar" />;
}
