import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { platformAtom, userAtom } from '@/lib/state';

/** The list's name as the menu gives it: "Flights" on the cabinet or for shippers, "Segments" otherwise. */
export function useFlightsTitle(): string {
  const { t } = useTranslation('menu');
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  // The menu's rule (flightsMenuLabel in src/shared/routes/menu.ts), spelt here so that the flights
  // chunk does not split that module out of the shell's menu chunk the login page loads.
  return t(`items.${platform === 'CABINET' || user?.isShipper ? 'flights' : 'segments'}`);
}
