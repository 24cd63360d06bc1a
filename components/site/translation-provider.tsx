"use client";

import type { ReactNode } from "react";
import type { AbstractIntlMessages } from "use-intl/core";
import { IntlProvider } from "use-intl/react";

/** The English translation provider for client islands (`useTranslations("global")`). */
export function TranslationProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone="Asia/Kolkata">
      {children}
    </IntlProvider>
  );
}
