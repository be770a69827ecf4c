import { Pending } from '@/components/Pending';

/** Shown while the first page's access check and code load. */
export function StartSplash() {
  return (
    <div style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Pending size="large" />
    </div>
  );
}
