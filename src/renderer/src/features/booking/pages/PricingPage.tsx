import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import type { Variant } from '@shared/booking';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { stringifyRouteQuery } from '@/lib/query-string';
import { mobileAtom, userAtom } from '@/lib/state';
import { bookingAddress } from '../book/booking-values';
import { PricingSearch } from '../search/PricingSearch';
import { useSearchAddress } from '../search/use-search-address';

const useStyles = makeStyles({
  page: { maxWidth: '1180px', width: '100%', boxSizing: 'border-box', marginInline: 'auto' },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
});

/**
 * The pricing search (section 2, every signed-in cabinet user): the route, date and cargo; the
 * strip of dates around the date with each day's cheapest price; the chosen day's variants with
 * their legs, room and price, the breakdown of each and its shareable link. The search lives in
 * the address. A client without a contract sees the schedule and room, and the way to prices.
 */
export default function PricingPage() {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const mobile = useAtomValue(mobileAtom);
  const address = useSearchAddress();
  const user = useAtomValue(userAtom);
  const { values } = address;
  // The search's cargo goes with the variant to the booking form.
  const bookTo = useMemo(
    () => (can(user?.abilities, SHIPMENT_ABILITIES.create) ? (variant: Variant) => `${routePath('booking', {})}?${stringifyRouteQuery(bookingAddress(variant.id, values))}` : null),
    [user, values],
  );

  return (
    <PageFrame title={t('title')} className={mergeClasses(styles.page, mobile && styles.mobile)}>
      <PricingSearch address={address} bookTo={bookTo} />
    </PageFrame>
  );
}
