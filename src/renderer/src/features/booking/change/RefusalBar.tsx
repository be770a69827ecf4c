import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BookingPrice } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import type { Refusal } from './refusal';

/**
 * Section 5's re-tariffing, as the server words it: the new price with a button to agree to it
 * (where the call takes a price), or that a flight chosen is gone and others are to be chosen.
 */
export function RefusalBar({ refusal, busy, onAgree }: { refusal: Refusal; busy: boolean; onAgree?(price: BookingPrice): void }) {
  const { t, i18n } = useTranslation('booking');
  if (refusal.kind === 'gone') {
    return (
      <MessageBar intent="error" layout="multiline" role="alert" data-testid="flight-gone">
        <MessageBarBody>
          <MessageBarTitle>{refusal.message}</MessageBarTitle>
          {t('move.goneHint')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  const price = refusal.price;
  return (
    <MessageBar intent="warning" layout="multiline" role="alert" data-testid="retariffed">
      <MessageBarBody>
        <MessageBarTitle>{refusal.message}</MessageBarTitle>
        {price ? t('book.newPrice', { price: formatMoney(money(price.total, price.currency as Currency), i18n.language) }) : t('book.noNewPrice')}
      </MessageBarBody>
      {price && onAgree ? (
        <MessageBarActions>
          <Button appearance="primary" disabled={busy} onClick={() => onAgree(price)} data-testid="agree-price">
            {t('move.agree')}
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
