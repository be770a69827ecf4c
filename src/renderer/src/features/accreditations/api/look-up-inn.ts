import { accreditationsApi } from '@shared/accreditations/api';
import type { ApiClient } from '@/lib/api/client';

/** Section 7's INN look-up: the company the registry knows, or null. */
export const lookUpInn = (api: ApiClient, inn: string) => api.call(accreditationsApi.inn, { query: { inn } });
