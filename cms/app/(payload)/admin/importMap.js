import { EditorsPublishButton as EditorsPublishButton_328372f28b0c9af49a5c544a25284aa8 } from '../../../components/publish-buttons'
import { EditorsUnpublishButton as EditorsUnpublishButton_328372f28b0c9af49a5c544a25284aa8 } from '../../../components/publish-buttons'
import { FailedPublishNotice as FailedPublishNotice_98b7929f331de1fbab348ab2d9330e03 } from '../../../components/failed-publish-notice'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/publish-buttons#EditorsPublishButton": EditorsPublishButton_328372f28b0c9af49a5c544a25284aa8,
  "/components/publish-buttons#EditorsUnpublishButton": EditorsUnpublishButton_328372f28b0c9af49a5c544a25284aa8,
  "/components/failed-publish-notice#FailedPublishNotice": FailedPublishNotice_98b7929f331de1fbab348ab2d9330e03,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
