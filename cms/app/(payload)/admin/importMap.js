import { SearchPreview as SearchPreview_48dca5cf0714d758deb08f803a0d448d } from '../../../components/search-preview'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockValues as BlockValues_3decab0e8b29de01f85929c8b0145403 } from '../../../components/block-values'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PagePicker as PagePicker_abaaf9ca3a07047908ebf32383fc6665 } from '../../../components/page-picker'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UntitledInThisLanguage as UntitledInThisLanguage_102fcf7f5a0ee90411d23a002ac65b29 } from '../../../components/untitled-title'
import { EditorsPublishButton as EditorsPublishButton_328372f28b0c9af49a5c544a25284aa8 } from '../../../components/publish-buttons'
import { EditorsUnpublishButton as EditorsUnpublishButton_328372f28b0c9af49a5c544a25284aa8 } from '../../../components/publish-buttons'
import { PublishStatus as PublishStatus_e09f65e1f3fb784f38ecdf9bfa2107b2 } from '../../../components/publish-status'
import { EnquiriesNavLink as EnquiriesNavLink_de9e1d58c78b5804c7514b33aafa8cc4 } from '../../../components/enquiries/nav-link'
import { ScheduledPublishes as ScheduledPublishes_de387fa951e5fc9c5b79743ce91590c8 } from '../../../components/scheduled'
import { EnquiryDashboard as EnquiryDashboard_2ed60c86f41bfd5c2bfa33d9b581ed41 } from '../../../components/enquiries/dashboard'
import { EnquiryInbox as EnquiryInbox_ccd5f511fcf235265f1fad27e46ed695 } from '../../../components/enquiries/inbox'
import { EnquiryDetail as EnquiryDetail_5552d100c682bf33bce550ef34a55171 } from '../../../components/enquiries/enquiry'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/search-preview#SearchPreview": SearchPreview_48dca5cf0714d758deb08f803a0d448d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/block-values#BlockValues": BlockValues_3decab0e8b29de01f85929c8b0145403,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/page-picker#PagePicker": PagePicker_abaaf9ca3a07047908ebf32383fc6665,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/untitled-title#UntitledInThisLanguage": UntitledInThisLanguage_102fcf7f5a0ee90411d23a002ac65b29,
  "/components/publish-buttons#EditorsPublishButton": EditorsPublishButton_328372f28b0c9af49a5c544a25284aa8,
  "/components/publish-buttons#EditorsUnpublishButton": EditorsUnpublishButton_328372f28b0c9af49a5c544a25284aa8,
  "/components/publish-status#PublishStatus": PublishStatus_e09f65e1f3fb784f38ecdf9bfa2107b2,
  "/components/enquiries/nav-link#EnquiriesNavLink": EnquiriesNavLink_de9e1d58c78b5804c7514b33aafa8cc4,
  "/components/scheduled#ScheduledPublishes": ScheduledPublishes_de387fa951e5fc9c5b79743ce91590c8,
  "/components/enquiries/dashboard#EnquiryDashboard": EnquiryDashboard_2ed60c86f41bfd5c2bfa33d9b581ed41,
  "/components/enquiries/inbox#EnquiryInbox": EnquiryInbox_ccd5f511fcf235265f1fad27e46ed695,
  "/components/enquiries/enquiry#EnquiryDetail": EnquiryDetail_5552d100c682bf33bce550ef34a55171,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
