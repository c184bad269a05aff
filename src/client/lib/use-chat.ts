import { useRef, useState } from 'react';
import type { AnswerLanguage, AnswerResponse } from '../../common/contracts/answers';
import { askPacks } from './ask-packs';

/** A chat message (spec 02 §3): who wrote it, what, when, and for answers their citations and metadata. */
export type ChatMessage =
  | { id: string; type: 'user'; content: string; timestamp: Date }
  | {
      id: string;
      type: 'assistant';
      /** The text so far while it streams; the final answer once done. */
      content: string;
      timestamp: Date;
      state: 'streaming' | 'done' | 'error';
      result?: AnswerResponse;
      error?: unknown;
    };

let sequence = 0;
const nextId = () => `message-${(sequence += 1)}`;

/**
 * A conversation with packs (the admin's Claude Chat Test tab, a buyer's ask page): each question is answered from
 * the packs chosen for it.
 */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const current = useRef<AbortController | null>(null);

  const updateAnswer = (
    id: string,
    change: (message: Extract<ChatMessage, { type: 'assistant' }>) => ChatMessage,
  ) => setMessages((list) => list.map((m) => (m.id === id && m.type === 'assistant' ? change(m) : m)));

  async function ask(query: string, packIds: string[], language: AnswerLanguage, model?: string) {
    const answerId = nextId();
    const controller = new AbortController();
    current.current = controller;
    setPending(true);
    setMessages((list) => [
      ...list,
      { id: nextId(), type: 'user', content: query, timestamp: new Date() },
      { id: answerId, type: 'assistant', content: '', timestamp: new Date(), state: 'streaming' },
    ]);
    try {
      const result = await askPacks({
        query,
        packIds,
        language,
        model,
        signal: controller.signal,
        onDelta: (text) => updateAnswer(answerId, (m) => ({ ...m, content: m.content + text })),
      });
      updateAnswer(answerId, (m) => ({ ...m, content: result.answer, state: 'done', result }));
    } catch (error) {
      if (controller.signal.aborted) {
        setMessages((list) => list.filter((m) => m.id !== answerId));
      } else {
        updateAnswer(answerId, (m) => ({ ...m, state: 'error', error }));
      }
    } finally {
      if (current.current === controller) current.current = null;
      setPending(false);
    }
  }

  /** Stops the answer being written (what arrived so far is dropped with it). */
  function stop() {
    current.current?.abort();
  }

  function clear() {
    current.current?.abort();
    setMessages([]);
    setPending(false);
  }

  return { messages, pending, ask, stop, clear };
}
