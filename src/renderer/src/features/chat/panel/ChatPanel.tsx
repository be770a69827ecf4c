import { Button, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components';
import { DismissRegular, OpenRegular } from '@fluentui/react-icons';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import { Pending } from '@/components/Pending';
import { QueryClientProvider, queryClientOf } from '@/lib/query-client-instance';
import { mobileAtom } from '@/lib/state';
import { ChatList } from '../components/ChatList';
import { Conversation } from '../components/Conversation';
import { chatPath } from '../pages/paths';
import { chatPanelAtom } from '../store/panel';

const useStyles = makeStyles({
  panel: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL,
    bottom: `calc(${tokens.spacingVerticalXXL} + 68px)`,
    zIndex: 900,
    width: '400px',
    height: 'min(600px, calc(100vh - 170px))',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // Below 992 px the open panel takes the whole screen.
  mobile: { inset: 0, width: 'auto', height: 'auto', borderRadius: 0, right: 0, bottom: 0 },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, backgroundColor: '#003594', color: '#ffffff' },
  barTitle: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold, paddingLeft: tokens.spacingHorizontalS },
  onBrand: { color: '#ffffff', ':hover': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.12)' } },
  body: { flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
});

function Panel() {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const mobile = useAtomValue(mobileAtom);
  const [panel, setPanel] = useAtom(chatPanelAtom);
  const openChat = useCallback((key: string) => setPanel({ open: true, key }), [setPanel]);
  const toList = useCallback(() => setPanel({ open: true, key: null }), [setPanel]);
  const close = () => setPanel((state) => ({ ...state, open: false }));
  const full = () => {
    setPanel((state) => ({ ...state, open: false }));
    void navigate(panel.key ? chatPath(panel.key) : routePath('chats'));
  };
  return (
    <section className={mergeClasses(styles.panel, mobile && styles.mobile)} aria-label={t('panel.title')} data-testid="chat-panel">
      <div className={styles.bar}>
        <Text className={styles.barTitle}>{t('panel.title')}</Text>
        <Tooltip content={t('panel.full')} relationship="label">
          <Button appearance="transparent" className={styles.onBrand} icon={<OpenRegular />} onClick={full} />
        </Tooltip>
        {mobile ? (
          <Tooltip content={t('panel.close')} relationship="label">
            <Button appearance="transparent" className={styles.onBrand} icon={<DismissRegular />} onClick={close} />
          </Tooltip>
        ) : null}
      </div>
      <div className={styles.body}>
        <Suspense fallback={<Pending />}>
          {panel.key ? <Conversation key={panel.key} chatKey={panel.key} onOpen={openChat} onBack={toList} compact /> : <ChatList selectedKey={null} onOpen={openChat} />}
        </Suspense>
      </div>
    </section>
  );
}

/** The open floating panel: the chat list, then a conversation, with the app's query client around them. */
export default function ChatPanel() {
  const store = useStore();
  return (
    <QueryClientProvider client={queryClientOf(store)}>
      <Panel />
    </QueryClientProvider>
  );
}
