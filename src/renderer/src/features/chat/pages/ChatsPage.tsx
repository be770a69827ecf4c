import { useAtomValue } from 'jotai';
import { mobileAtom } from '@/lib/state';
import { Conversation } from '../components/Conversation';
import { ConversationHint } from '../components/ConversationHint';
import { useChatRoute } from './use-chat-route';

/** /chats: the list is beside; here a hint, or a placeholder's conversation (`?company=`). */
export default function ChatsPage() {
  const { selected, open, back } = useChatRoute();
  const mobile = useAtomValue(mobileAtom);
  if (!selected) return <ConversationHint />;
  return <Conversation key={selected} chatKey={selected} onOpen={open} onBack={mobile ? back : undefined} />;
}
