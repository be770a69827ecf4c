import { useAtomValue } from 'jotai';
import { mobileAtom } from '@/lib/state';
import { Conversation } from '../components/Conversation';
import { ConversationHint } from '../components/ConversationHint';
import { useChatRoute } from './use-chat-route';

/** /chats/{id}: opening it initialises that chat (section 2). */
export default function ChatPage() {
  const { selected, open, back } = useChatRoute();
  const mobile = useAtomValue(mobileAtom);
  if (!selected) return <ConversationHint />;
  return <Conversation key={selected} chatKey={selected} onOpen={open} onBack={mobile ? back : undefined} />;
}
