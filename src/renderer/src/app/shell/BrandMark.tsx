/** The cabinet's mark: a tail fin over a cargo box, drawn in the header's white. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false" style={{ flexShrink: 0 }}>
      <rect x="4" y="34" width="34" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M4 44h34" stroke="currentColor" strokeWidth="3" />
      <path d="M30 30 L44 6 h10 L48 30 Z" fill="currentColor" />
      <path d="M42 34 h18 l-4 8 H42 Z" fill="currentColor" />
    </svg>
  );
}
