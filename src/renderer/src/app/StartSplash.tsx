import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's access check and code load. */
export function StartSplash() {
  const { t } = useTranslation('common');
  // Named here rather than through components/Pending: that module would be one more file on the
  // way to the first page.
  return (
    <div style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spinner size="large" aria-label={t('shell.loading')} />
    </div>
  );
}
