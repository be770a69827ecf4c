import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VariantDetail } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';

const INTENTS = { holds: 'success', changed: 'warning', gone: 'error', full: 'warning' } as const;

/** Whether a variant priced earlier still holds now: the same price and room, a new price, its flight gone, or no room. */
export function NowState({ detail }: { detail: VariantDetail }) {
  const { t, i18n } = useTranslation('booking');
  const { state, price } = detail.now;
  const priced = detail.fares !== 'none';
  // Without prices to compare, a variant that still flies with room just says so.
  const key = state === 'holds' && !priced ? 'flies' : state;
  return (
    <MessageBar intent={INTENTS[state]} data-testid="variant-now">
      <MessageBarBody>
        <MessageBarTitle>{t(`now.${key}.title`)}</MessageBarTitle>
        {state === 'changed' && price
          ? t('now.changed.text', { price: formatMoney(money(price.total, price.currency as Currency), i18n.language) })
          : state === 'changed'
            ? t('now.changed.noPrice')
            : t(`now.${key}.text`)}
      </MessageBarBody>
    </MessageBar>
  );
}
