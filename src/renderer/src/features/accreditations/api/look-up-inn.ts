import type { RegisteredCompany } from '@shared/accreditations';
import type { ApiClient } from '@/lib/api/client';

/** Section 7's INN look-up: the company the registry knows, or null. */
export const lookUpInn = (api: ApiClient, inn: string) => api.get<RegisteredCompany | null>('/info/resource/russian-inn', { query: { inn } });
