import { Badge, Button, makeStyles, MessageBar, MessageBarBody, Toast, ToastBody, ToastTitle, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundBid, ShipmentDetail } from '@shared/shipments';
import { Pending } from '@/components/Pending';
import { useConfirm } from '@/lib/confirm';
import { formatDateTime } from '@/lib/format';
import { useAppToast } from '@/lib/toaster';
import { useCancelRefund } from '../api/answer-refund';
import { moneyText } from '../components/shipment-text';
import { Empty, Facts, Section, type Fact } from '../info/Section';
import { AnswerRefundDialog, type RefundDecision } from './AnswerRefundDialog';
import { BID_INTENTS } from './refund-values';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bid: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlockEnd: tokens.spacingVerticalM, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, ':last-child': { borderBottom: 'none', paddingBlockEnd: 0 } },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  pre: { whiteSpace: 'pre-wrap' },
});

const dash = '—';

/** One bid: its status, type and reason, the sum with the fee kept, who asked and when, and the airline's answer. */
function BidFacts({ bid }: { bid: RefundBid }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shipments');
  const language = i18n.language;
  const money = (minor: number) => moneyText(minor, bid.currency, language);
  const text = (value: string | null) => (value ? <span className={styles.pre}>{value}</span> : dash);
  const answered = bid.answeredAt ? `${formatDateTime(bid.answeredAt, language)}${bid.answeredBy ? ` · ${bid.answeredBy}` : ''}` : dash;
  const facts: Fact[] = [
    [t('refund.fields.type'), t(`refund.types.${bid.type}`), 'bid-type'],
    [t('refund.fields.reason'), bid.reason ? t(`refund.reasons.${bid.reason}`) : dash, 'bid-reason'],
    [t('refund.fields.sum'), money(bid.sum), 'bid-sum'],
    ...(bid.fee > 0 ? ([[t('refund.fields.fee'), money(bid.fee), 'bid-fee']] as Fact[]) : []),
    [t('refund.fields.createdAt'), formatDateTime(bid.createdAt, language)],
    [t('refund.fields.initiator'), bid.initiator ?? t('refund.airline')],
    [t('refund.fields.comment'), text(bid.comment), 'bid-comment'],
    [t(bid.status === 'cancelled' ? 'refund.fields.cancelledAt' : 'refund.fields.answeredAt'), answered],
    ...(bid.status === 'accepted' || bid.status === 'rejected' ? ([[t('refund.fields.answer'), text(bid.answer), 'bid-answer']] as Fact[]) : []),
  ];
  return <Facts facts={facts} />;
}

/**
 * Section 2's refund bid: the AWB's bids, newest first. The airline's staff answer the one waiting
 * (`can.answerRefund`); its asker or the client's company may take it back before the answer
 * (`can.cancelRefund`). The page then shows the server's answer and the money is read again.
 */
export function RefundBidsSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const confirm = useConfirm();
  const cancel = useCancelRefund();
  const { dispatchToast } = useAppToast();
  const [answering, setAnswering] = useState<{ bid: RefundBid; decision: RefundDecision } | null>(null);
  const toast = (title: string) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{title}</ToastTitle>
        <ToastBody>{t('info.title', { awb: shipment.awb })}</ToastBody>
      </Toast>,
      { intent: 'success', timeout: 4000 },
    );
  const takeBack = async (bid: RefundBid) => {
    const sure = await confirm({ title: t('refund.cancel.title', { awb: shipment.awb }), message: t('refund.cancel.text'), confirmLabel: t('refund.cancel.confirm') });
    if (!sure) return;
    cancel.mutate(bid.id, { onSuccess: () => toast(t('refund.cancel.done')) });
  };
  return (
    <Section title={t('info.sections.refunds')} testId="section-refunds">
      {cancel.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{cancel.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {shipment.refunds.length ? (
        <ul className={styles.list}>
          {shipment.refunds.map((bid) => {
            const waiting = bid.status === 'process';
            const answer = waiting && shipment.can.answerRefund;
            const takeable = bid.status === 'process' && shipment.can.cancelRefund;
            return (
              <li key={bid.id} className={styles.bid} data-testid="refund-bid">
                <div className={styles.head}>
                  <Badge appearance="tint" color={BID_INTENTS[bid.status]} data-testid="bid-status">
                    {t(`refund.statuses.${bid.status}`)}
                  </Badge>
                </div>
                <BidFacts bid={bid} />
                {answer || takeable ? (
                  <div className={styles.actions}>
                    {answer ? (
                      <>
                        <Button appearance="primary" icon={<CheckmarkRegular />} onClick={() => setAnswering({ bid, decision: 'accepted' })} data-testid="bid-accept">
                          {t('refund.answer.accepted.open')}
                        </Button>
                        <Button icon={<DismissRegular />} onClick={() => setAnswering({ bid, decision: 'rejected' })} data-testid="bid-reject">
                          {t('refund.answer.rejected.open')}
                        </Button>
                      </>
                    ) : null}
                    {takeable ? (
                      <Button icon={cancel.isPending ? <Pending size="tiny" /> : <ArrowUndoRegular />} disabled={cancel.isPending} onClick={() => void takeBack(bid)} data-testid="bid-cancel">
                        {t('refund.cancel.open')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty>{t('refund.none')}</Empty>
      )}
      {answering ? (
        <AnswerRefundDialog
          awb={shipment.awb}
          bid={answering.bid}
          decision={answering.decision}
          onClose={() => setAnswering(null)}
          onDone={() => {
            toast(t(`refund.answer.${answering.decision}.done`));
            setAnswering(null);
          }}
        />
      ) : null}
    </Section>
  );
}
