import type { ServiceOffer, ServiceRow } from '@shared/shipments';

// How a service is named: its surcharge's name in the reader's language (Russian first), with its code.

/** "SR · Storage" in the reader's language; Russian for any language but English. */
export const serviceName = (service: Pick<ServiceRow | ServiceOffer, 'code' | 'nameRu' | 'nameEn'>, language: string): string =>
  `${service.code} · ${language.startsWith('en') ? service.nameEn || service.nameRu : service.nameRu || service.nameEn}`;
