import { Spinner } from '@fluentui/react-components';

/** Shown while the first page's access check and code load. */
export function StartSplash() {
  return (
    <div style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spinner size="large" />
    </div>
  );
}
