import { Type, type Static } from '@sinclair/typebox';

/** `GET /api/pdf-proxy?url=` (docs/domains/reading.md "The reader"): `url` must be the `pdfUrl` of one of our
 * books; nothing is fetched. */
export const PdfProxyQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) });
export type PdfProxyQuery = Static<typeof PdfProxyQuery>;
