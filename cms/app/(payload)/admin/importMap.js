import { FailedPublishNotice as FailedPublishNotice_98b7929f331de1fbab348ab2d9330e03 } from '../../../components/failed-publish-notice'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/failed-publish-notice#FailedPublishNotice": FailedPublishNotice_98b7929f331de1fbab348ab2d9330e03,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
