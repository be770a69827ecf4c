import { Button } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

interface AppButtonLinkProps {
  to: string;
  children: ReactNode;
  icon?: ReactElement;
  size?: 'small' | 'medium' | 'large';
  appearance?: 'primary' | 'secondary' | 'subtle' | 'outline' | 'transparent';
  'data-testid'?: string;
}

/** A button that is a link inside the app: opens in a new tab by the browser's means, navigates in place on a click. */
export function AppButtonLink({ to, children, ...props }: AppButtonLinkProps) {
  const href = useHref(to);
  const go = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button {...props} as="a" href={href} onClick={go}>
      {children}
    </Button>
  );
}
