import { Button, makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { translateMessage } from '@shared/validation';
import { isApiError } from '@/lib/api/api-error';
import { homePath } from '@/lib/navigation-targets';
import { platformAtom, userAtom } from '@/lib/state';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    minHeight: '50vh',
  },
  status: { fontSize: '72px', lineHeight: '80px', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  detail: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
});

/** Section 8: an error with no status is a 500. */
export function describeRouteError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const payload = error.data as { message?: unknown } | undefined;
    return { status: error.status, message: typeof payload?.message === 'string' ? payload.message : null };
  }
  if (isApiError(error)) return { status: error.status, message: error.message };
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: null };
}

function ErrorContent() {
  const styles = useStyles();
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  const { status, message } = describeRouteError(useRouteError());
  const text = status === 403 ? t('pageRestricted') : status === 404 ? t('pageNotFound') : t('unknown');
  const home = homePath(user, platform);
  return (
    <div className={styles.page} role="alert">
      <span className={styles.status}>{status}</span>
      <Title1 as="h1">{text}</Title1>
      {status >= 500 && message ? <Text className={styles.detail}>{translateMessage(message, (key, params) => t(key, params))}</Text> : null}
      <Button appearance="primary" onClick={() => void navigate(home)}>
        {t('common:actions.home')}
      </Button>
    </div>
  );
}

/** When the error page itself fails, this says so without needing anything that may have failed. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // Nothing to add: the fallback below is the report.
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const ru = document.documentElement.lang !== 'en';
    return (
      <div style={{ padding: 32, textAlign: 'center', fontFamily: 'sans-serif' }} role="alert">
        <p>{ru ? 'При показе страницы ошибки произошла ошибка' : 'An error occurred while showing the error page'}</p>
        <a href="/">{ru ? 'На главную' : 'Home'}</a>
      </div>
    );
  }
}

/** The error page of section 2: 'page restricted' for 403, 'page not found' for 404, 'unknown' otherwise. */
export function ErrorPage() {
  return (
    <ErrorPageBoundary>
      <ErrorContent />
    </ErrorPageBoundary>
  );
}
