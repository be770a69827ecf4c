import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { DismissRegular, OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Variant } from '@shared/booking';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { formatDay } from '@/lib/dates';
import { useVariant } from '../api/get-variant';
import { NowState } from './NowState';
import { PriceBreakdown } from './PriceBreakdown';
import { variantRoute } from './VariantCard';

const useStyles = makeStyles({
  surface: { width: 'min(860px, calc(100vw - 32px))', maxWidth: 'none' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** A variant's price in detail (the stored breakdown, read by its id), and whether it still holds. */
export function VariantDetailsDialog({ variant, onClose }: { variant: Variant; onClose(): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['booking', 'common', 'resources']);
  const detail = useVariant(variant.id);
  const title = t('details.title', { route: variantRoute(variant), date: formatDay(variant.date, i18n.language) });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={title}>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common:actions.close')} onClick={onClose} />}>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {detail.data ? (
              <>
                {detail.data.now.state !== 'holds' ? <NowState detail={detail.data} /> : null}
                {detail.data.quote ? <PriceBreakdown quote={detail.data.quote} /> : null}
                <span className={styles.link}>
                  <OpenRegular aria-hidden />
                  <AppLink to={routePath('pricing-info', { id: variant.id })}>{t('details.open')}</AppLink>
                </span>
              </>
            ) : detail.error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{detail.error.message}</MessageBarBody>
              </MessageBar>
            ) : (
              <Spinner label={t('resources:list.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
