import { Spinner, type SpinnerProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A spinner with no visible label still tells a screen reader what it is: "Loading". */
export function Pending(props: SpinnerProps) {
  const { t } = useTranslation('common');
  return <Spinner aria-label={t('shell.loading')} {...props} />;
}
