import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { flightsMenuLabel } from '@shared/routes';
import { platformAtom, userAtom } from '@/lib/state';

/** The list's name as the menu gives it: "Flights" on the cabinet or for shippers, "Segments" otherwise. */
export function useFlightsTitle(): string {
  const { t } = useTranslation('menu');
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  return t(`items.${flightsMenuLabel(platform, user?.isShipper ?? false)}`);
}
