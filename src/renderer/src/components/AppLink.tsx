import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** A Fluent link that navigates inside the app (a real href, so middle-click and copying work). */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link as="a" href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
