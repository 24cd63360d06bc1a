import { NotFoundPage, notFoundMetadata } from "@/components/pages/not-found-page";

export const metadata = notFoundMetadata("ar");

export default function NotFound() {
  return <NotFoundPage locale="ar" />;
}
