import {
  ServicePage,
  serviceMetadata,
  serviceSlugs,
  type ServiceParams,
} from "@/components/pages/service-page";

export const dynamicParams = false;
export const generateStaticParams = serviceSlugs;
export const generateMetadata = (props: ServiceParams) => serviceMetadata("ar", props);

export default function Page(props: ServiceParams) {
  return <ServicePage locale="ar" {...props} />;
}
