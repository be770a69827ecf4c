import { Fragment } from 'react';
import { notificationLink, splitContent } from '@shared/notifications/links';
import type { Notification } from '@shared/notifications/schemas';
import { AppLink } from '@/components/AppLink';

/** The content with its `{{key}}` pieces in place: bold, italic, or a link resolved by subtype. */
export function NotificationContent({ notification }: { notification: Pick<Notification, 'content' | 'contentData'> }) {
  return (
    <>
      {splitContent(notification.content, notification.contentData).map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        if (part.type === 'bold') return <b key={index}>{part.text}</b>;
        if (part.type === 'italic') return <i key={index}>{part.text}</i>;
        const href = notificationLink(part);
        return href === '#' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <span key={index} onClick={(event) => event.stopPropagation()}>
            <AppLink to={href}>{part.text}</AppLink>
          </span>
        );
      })}
    </>
  );
}
