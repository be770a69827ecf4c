import { Dropdown, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { Pending } from '@/components/Pending';
import { mobileAtom } from '@/lib/state';
import { Conversation } from '../components/Conversation';
import { useChatContext } from '../hooks/use-chat-context';
import { useChatList } from '../hooks/use-chat-list';
import { fakeKey } from '../store/types';
import { useChatRoute } from './use-chat-route';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  picker: { maxWidth: '360px' },
  body: { flexGrow: 1, minHeight: 0 },
  hint: { padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
});


/**
 * /chats/add (section 2, CABINET only): the user picks one of their airlines and writes the first
 * message; with an airline they already have a chat with, they go to that chat.
 */
export default function NewChatPage() {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const { user } = useChatContext();
  const { open, back } = useChatRoute();
  const mobile = useAtomValue(mobileAtom);
  const list = useChatList('all', '');
  const airlines = user.availableAirlinesKeys.flatMap((marker) => {
    const airline = user.availableAirlines[marker];
    return airline && can(user.abilities, CHAT_ABILITIES.chatting, { company: marker }) ? [airline] : [];
  });
  const [marker, setMarker] = useState<string | null>(airlines.length === 1 ? (airlines[0]?.marker ?? null) : null);
  const existing = marker ? list.items.find((entry) => !entry.fake && entry.chat.company.marker === marker) : undefined;

  useEffect(() => {
    if (existing) open(existing.key);
  }, [existing, open]);

  const chosen = airlines.find((a) => a.marker === marker);
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Text as="h1" className={styles.title}>
          {t('add.title')}
        </Text>
        {airlines.length ? (
          <Field label={t('add.airline')} className={styles.picker}>
            <Dropdown
              placeholder={t('add.choose')}
              value={chosen ? `${chosen.name} (${chosen.iata})` : ''}
              selectedOptions={marker ? [marker] : []}
              onOptionSelect={(_, data) => setMarker(data.optionValue ?? null)}
            >
              {airlines.map((airline) => (
                <Option key={airline.marker} value={airline.marker} text={`${airline.name} (${airline.iata})`}>
                  {`${airline.name} (${airline.iata})`}
                </Option>
              ))}
            </Dropdown>
          </Field>
        ) : (
          <Text>{t('add.noAirlines')}</Text>
        )}
      </div>
      <div className={styles.body}>
        {!marker ? null : list.pending || existing ? (
          <Pending className={styles.hint} />
        ) : (
          <Conversation key={marker} chatKey={fakeKey(marker)} onOpen={open} onBack={mobile ? back : undefined} />
        )}
      </div>
    </div>
  );
}
