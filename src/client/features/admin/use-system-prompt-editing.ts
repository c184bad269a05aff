import { useState } from 'react';
import type { AnswerLanguage, SystemPrompts } from '../../../common/contracts/answers';
import { ApiError } from '../../lib/api';
import { useSaveSystemPrompts } from './api/system-prompts';
import { readDrafts, writeDrafts, type PromptTexts } from './system-prompt-drafts';

/** The draft on first render: one left in this browser that differs from the server's, else the server's. */
function initialTexts(server: SystemPrompts): { texts: PromptTexts; restored: boolean } {
  const draft = readDrafts();
  if (draft && (draft.en !== server.en || draft.ja !== server.ja)) return { texts: draft, restored: true };
  return { texts: { en: server.en, ja: server.ja }, restored: false };
}

/**
 * The prompts being edited: every edit is kept as this browser's draft until it is saved or discarded; saving (or
 * putting the defaults back) takes the server's answer as the new texts.
 */
export function useSystemPromptEditing(server: SystemPrompts) {
  const save = useSaveSystemPrompts();
  const [initial] = useState(() => initialTexts(server));
  const [texts, setTexts] = useState<PromptTexts>(initial.texts);
  const [restored, setRestored] = useState(initial.restored);
  const [saved, setSaved] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);

  const edit = (lang: AnswerLanguage, value: string) => {
    const next = { ...texts, [lang]: value };
    setTexts(next);
    setSaved(false);
    writeDrafts(next);
  };

  const discardDraft = () => {
    writeDrafts(undefined);
    setRestored(false);
    setTexts({ en: server.en, ja: server.ja });
  };

  const submit = (update: PromptTexts | 'reset') =>
    save.mutate(update, {
      onSuccess: (result) => {
        writeDrafts(undefined);
        setTexts({ en: result.en, ja: result.ja });
        setRestored(false);
        setSaved(true);
        setConfirmReset(false);
      },
    });

  /** The server's complaint about one prompt, if that is why saving failed. */
  const fieldError = (lang: AnswerLanguage) =>
    save.error instanceof ApiError
      ? save.error.issues.find((issue) => issue.path[0] === lang)?.message
      : undefined;

  return {
    save,
    texts,
    restored,
    saved,
    unchanged: server.en === texts.en && server.ja === texts.ja,
    edit,
    discardDraft,
    submit,
    fieldError,
    confirmReset,
    setConfirmReset,
  };
}
