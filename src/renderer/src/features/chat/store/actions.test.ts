import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@shared/chat/schemas';
import { makeUser } from '@shared/testing/users';
import { fillPath, type AnyEndpoint } from '@shared/api/contract';
import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { resendMessage, sendDraft, type ChatContext } from './actions';
import { chatStateAtom, EMPTY_DRAFT, updateChatState } from './atoms';
import { fakeChatsFor } from './fakes';
import { chat, CLIENT, message, OPERATOR } from './fixtures.test-support';
import { ensureFakes, mergeHistory, receiveMessage, upsertChat } from './state';
import { fakeKey } from './types';

/** An API whose calls with a multipart body go to `postForm(path, form)`; nothing else is called here. */
const formApi = (postForm: (path: string, form: FormData) => Promise<unknown>) =>
  ({
    call: (endpoint: AnyEndpoint, input: { params?: Record<string, string | number>; body?: unknown }) =>
      postForm(fillPath(endpoint.path, input.params), input.body as FormData),
  }) as unknown as ApiClient;

// Section 4's send state machine: pending at once; on success the server's copy, moved to the
// end; on failure an error to resend, the resent one replacing it. Section 8: nothing is lost.

/** A promise the test settles when it wants: the server's answer in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const store = createStore();
  const postForm = vi.fn<(path: string, form: FormData) => Promise<unknown>>();
  const api = formApi(postForm);
  const user = { ...makeUser(), id: CLIENT.userId, name: CLIENT.name };
  const ctx: ChatContext = { store, api, user };
  updateChatState(store, (state) => mergeHistory(upsertChat(state, chat()), '1', [message(5), message(6, { by: OPERATOR })], false, false));
  const messages = () => store.get(chatStateAtom).chats['1']?.messages ?? [];
  return { store, ctx, postForm, messages };
}

const draft = (text: string) => ({ ...EMPTY_DRAFT, text });

describe('sending a message', () => {
  it('shows it pending at once, then replaces it with the server copy at the end', async () => {
    const { ctx, postForm, messages, store } = setup();
    const answer = deferred<ChatMessage>();
    postForm.mockReturnValueOnce(answer.promise);
    const sending = sendDraft(ctx, '1', draft('  Груз готов  '), 'l1');
    expect(messages().map((m) => [m.id, m.status])).toEqual([
      [5, 'active'],
      [6, 'active'],
      [0, 'pending'],
    ]);
    expect(messages().at(-1)?.text).toBe('Груз готов');
    const [path, form] = postForm.mock.calls[0]!;
    expect(path).toBe('/api/chat/id-1/message');
    expect(form.get('message')).toBe('Груз готов');
    // Somebody else's message lands while ours is on its way.
    updateChatState(store, (state) => receiveMessage(state, message(7, { by: OPERATOR }), CLIENT.userId));
    answer.resolve(message(8, { text: 'Груз готов' }));
    await expect(sending).resolves.toEqual({ ok: true, key: '1' });
    expect(messages().map((m) => [m.id, m.status])).toEqual([
      [5, 'active'],
      [6, 'active'],
      [7, 'active'],
      [8, 'active'],
    ]);
    expect(messages().at(-1)?.localId).toBe('l1');
    expect(store.get(chatStateAtom).chats['1']?.chat.lastMessage?.id).toBe(8);
  });

  it('does not show it twice when the live event outruns the answer', async () => {
    const { ctx, postForm, messages, store } = setup();
    const answer = deferred<ChatMessage>();
    postForm.mockReturnValueOnce(answer.promise);
    const sending = sendDraft(ctx, '1', draft('hello'), 'l1');
    updateChatState(store, (state) => receiveMessage(state, message(9, { text: 'hello' }), CLIENT.userId));
    expect(messages().map((m) => m.id)).toEqual([5, 6, 9]);
    answer.resolve(message(9, { text: 'hello' }));
    await sending;
    expect(messages().map((m) => m.id)).toEqual([5, 6, 9]);
  });

  it('marks a failure as error with its reason, and the resent message replaces it', async () => {
    const { ctx, postForm, messages } = setup();
    postForm.mockRejectedValueOnce(new ApiError(500, 500, 'Something went wrong'));
    const file = new File(['%PDF-1.4'], 'awb.pdf', { type: 'application/pdf' });
    const outcome = await sendDraft(ctx, '1', { text: 'with a file', replyTo: message(6, { by: OPERATOR }), files: [file] }, 'l1');
    expect(outcome).toMatchObject({ ok: false, notAccepting: false });
    const failed = messages().at(-1);
    expect(failed).toMatchObject({ status: 'error', error: 'Something went wrong', text: 'with a file', replyTo: { id: 6 } });
    // Nothing typed is lost: the text, the answer and the file wait to be sent again.
    expect(failed?.outgoing).toEqual({ text: 'with a file', replyToId: 6, files: [file] });

    const answer = deferred<ChatMessage>();
    postForm.mockReturnValueOnce(answer.promise);
    const resending = resendMessage(ctx, 'l1');
    expect(messages().map((m) => [m.localId ?? m.id, m.status])).toEqual([
      [5, 'active'],
      [6, 'active'],
      ['l1', 'pending'],
    ]);
    const form = postForm.mock.calls[1]![1];
    expect(form.get('replyTo')).toBe('6');
    expect((form.getAll('files[]')[0] as File).name).toBe('awb.pdf');
    answer.resolve(message(10, { text: 'with a file' }));
    await expect(resending).resolves.toEqual({ ok: true, key: '1' });
    expect(messages().map((m) => [m.id, m.status])).toEqual([
      [5, 'active'],
      [6, 'active'],
      [10, 'active'],
    ]);
  });

  it('tells an airline that does not accept messages (409) apart', async () => {
    const { ctx, postForm, messages, store } = setup();
    postForm.mockRejectedValueOnce(new ApiError(409, 409, 'The airline does not accept messages'));
    await expect(sendDraft(ctx, '1', draft('hello'), 'l1')).resolves.toMatchObject({ ok: false, notAccepting: true });
    expect(store.get(chatStateAtom).chats['1']?.chat.company.acceptsMessages).toBe(false);
    expect(messages().at(-1)?.status).toBe('error');
  });
});

describe('the first message of a placeholder chat', () => {
  it('creates the chat, which replaces the placeholder with the message in it', async () => {
    const store = createStore();
    const user = { ...makeUser({ clientRole: 'ANON_COMPANY_USER' }), id: CLIENT.userId };
    const postForm = vi.fn<(path: string, form: FormData) => Promise<unknown>>();
    const ctx: ChatContext = { store, api: formApi(postForm), user };
    updateChatState(store, (state) => ensureFakes(state, fakeChatsFor(user)));
    expect(Object.keys(store.get(chatStateAtom).chats)).toEqual([fakeKey('ut')]);

    const first = message(31, { chatId: 12, text: 'Здравствуйте' });
    postForm.mockResolvedValueOnce({ chat: chat(12, { lastMessage: first }), message: first });
    await expect(sendDraft(ctx, fakeKey('ut'), draft('Здравствуйте'), 'l1')).resolves.toEqual({ ok: true, key: '12' });
    const [path, form] = postForm.mock.calls[0]!;
    expect(path).toBe('/api/chat');
    expect(form.get('company')).toBe('ut');
    expect(form.get('message')).toBe('Здравствуйте');
    const state = store.get(chatStateAtom);
    expect(Object.keys(state.chats)).toEqual(['12']);
    expect(state.chats['12']).toMatchObject({ fake: false, chat: { id: 12 } });
    expect(state.chats['12']?.messages.map((m) => [m.id, m.status])).toEqual([[31, 'active']]);
  });

  it('keeps a failed first message on the placeholder, and its resend creates the chat', async () => {
    const store = createStore();
    const user = { ...makeUser({ clientRole: 'ANON_COMPANY_USER' }), id: CLIENT.userId };
    const postForm = vi.fn<(path: string, form: FormData) => Promise<unknown>>();
    const ctx: ChatContext = { store, api: formApi(postForm), user };
    updateChatState(store, (state) => ensureFakes(state, fakeChatsFor(user)));
    postForm.mockRejectedValueOnce(new ApiError(500, 500, 'Something went wrong'));
    await sendDraft(ctx, fakeKey('ut'), draft('Здравствуйте'), 'l1');
    expect(store.get(chatStateAtom).chats[fakeKey('ut')]?.messages.map((m) => m.status)).toEqual(['error']);

    const first = message(31, { chatId: 12, text: 'Здравствуйте' });
    postForm.mockResolvedValueOnce({ chat: chat(12, { lastMessage: first }), message: first });
    await expect(resendMessage(ctx, 'l1')).resolves.toEqual({ ok: true, key: '12' });
    expect(postForm.mock.calls[1]![0]).toBe('/api/chat');
    expect(Object.keys(store.get(chatStateAtom).chats)).toEqual(['12']);
  });
});
