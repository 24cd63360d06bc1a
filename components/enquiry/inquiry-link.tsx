import type { ButtonStyle } from "@/components/ui/button";
import { dataNoteCopy, enquiryCopy } from "@/content/enquiry-copy";
import { localizePath, type Locale } from "@/content/locales";
import { serviceContactHref, type Service } from "@/content/services";
import { captchaClientConfig } from "@/server/captcha";
import { getConfig } from "@/server/config";
import { InquiryTrigger } from "./inquiry-trigger";

/**
 * A service's call to action: a link to its Contact Us page that the page's script upgrades to the
 * inquiry modal (InquiryTrigger). The modal gets the words of the page's language only.
 */
export function InquiryLink({
  service,
  label,
  locale,
  variant,
}: {
  /** The service, in the page's language (`localizedServices[locale]`). */
  service: Service;
  label: string;
  locale: Locale;
  variant?: ButtonStyle["variant"];
}) {
  const { form, modal, serviceName } = enquiryCopy[locale];
  return (
    <InquiryTrigger
      source={service.source}
      name={serviceName(service)}
      href={localizePath(locale, serviceContactHref(service))}
      label={label}
      captcha={captchaClientConfig()}
      locale={locale}
      copy={{
        ...form,
        ...modal,
        dataNote: dataNoteCopy(locale, getConfig().ENQUIRY_RETENTION_DAYS),
      }}
      variant={variant}
    />
  );
}
