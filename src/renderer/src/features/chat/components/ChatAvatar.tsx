import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { initials } from '@shared/chat/rules';

/** Section 3: two letters of the company's name, punctuation removed. */
export function ChatAvatar({ name, size = 36, badge }: { name: string; size?: AvatarProps['size']; badge?: AvatarProps['badge'] }) {
  return <Avatar aria-hidden initials={initials(name) || '?'} name={name} color="colorful" size={size} badge={badge} />;
}
