import { useTranslation } from 'react-i18next';
import { asPlaces, storedTimeZoneOption } from '@/lib/time-zones';

/** A stored IANA zone as the picker names it: "(UTC+05:00) Екатеринбург", not "Asia/Yekaterinburg". */
export function useTimeZoneLabel(zone: string): string {
  const { t, i18n } = useTranslation('time-zones');
  return storedTimeZoneOption(zone, i18n.language, asPlaces(t('places', { returnObjects: true }))).label;
}
