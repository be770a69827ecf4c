import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowReplyRegular, CopyRegular, DeleteRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** What can be done with a message: reply, copy its text, delete one's own (ours: the server keeps its place). */
export function MessageActions(props: { canReply: boolean; canCopy: boolean; canDelete: boolean; onReply(): void; onCopy(): void; onDelete(): void; className?: string }) {
  const { t } = useTranslation('chat');
  if (!props.canReply && !props.canCopy && !props.canDelete) return null;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button className={props.className} size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('message.actions')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {props.canReply ? (
            <MenuItem icon={<ArrowReplyRegular />} onClick={props.onReply}>
              {t('message.reply')}
            </MenuItem>
          ) : null}
          {props.canCopy ? (
            <MenuItem icon={<CopyRegular />} onClick={props.onCopy}>
              {t('message.copy')}
            </MenuItem>
          ) : null}
          {props.canDelete ? (
            <MenuItem icon={<DeleteRegular />} onClick={props.onDelete}>
              {t('message.delete')}
            </MenuItem>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
