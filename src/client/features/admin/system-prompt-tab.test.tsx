import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SystemPrompts } from '../../../common/contracts/answers';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderConsoleAt } from './test-utils';

const DEFAULTS = { en: 'Default English prompt.', ja: '既定の日本語プロンプト。' };
const prompts = (overrides: Partial<SystemPrompts> = {}): SystemPrompts => ({
  ...DEFAULTS,
  defaults: DEFAULTS,
  updated_at: null,
  ...overrides,
});

afterEach(() => localStorage.clear());

function setup(current = prompts()) {
  let stored = current;
  const api = fakeApi({
    'GET /api/admin/system-prompts': () => json(stored),
    'PUT /api/admin/system-prompts': (body) => {
      const { en, ja } = body as { en: string; ja: string };
      if (en.trim() === '')
        return apiError(400, 'validation', 'en: A system prompt cannot be empty', [
          { path: ['en'], message: 'A system prompt cannot be empty' },
        ]);
      stored = prompts({ en, ja, updated_at: '2026-11-24T09:00:00.000Z' });
      return json(stored);
    },
    'DELETE /api/admin/system-prompts': () => json((stored = prompts())),
  });
  renderConsoleAt('/us/en/admin?tab=system-prompt');
  return { api, user: userEvent.setup() };
}

describe('System Prompt tab', () => {
  it('saves both prompts on the server and says so', async () => {
    const { api, user } = setup();
    const english = await screen.findByRole('textbox', { name: 'English' });
    expect(english).toHaveValue(DEFAULTS.en);
    expect(screen.getByText("Kenja's default prompts are in use.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(english);
    await user.type(english, 'Be brief.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Every answer now uses these prompts.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/system-prompts')[0]?.body).toEqual({
      en: 'Be brief.',
      ja: DEFAULTS.ja,
    });
    expect(localStorage.length).toBe(0);
  });

  it('keeps an unsaved edit as a draft that comes back after a reload', async () => {
    localStorage.setItem(
      'kenja.admin.systemPromptDrafts',
      JSON.stringify({ en: 'Draft in progress', ja: DEFAULTS.ja }),
    );
    const { user } = setup();
    expect(await screen.findByRole('textbox', { name: 'English' })).toHaveValue('Draft in progress');
    expect(screen.getByText('Unsaved draft restored from this browser.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue(DEFAULTS.en);
    expect(localStorage.getItem('kenja.admin.systemPromptDrafts')).toBeNull();
  });

  it("shows the server's objection next to the field", async () => {
    const { user } = setup();
    const english = await screen.findByRole('textbox', { name: 'English' });
    await user.clear(english);
    await user.type(english, ' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A system prompt cannot be empty')).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');
  });

  it('resets to the defaults after asking', async () => {
    const { api, user } = setup(prompts({ en: 'Custom', updated_at: '2026-11-24T09:00:00.000Z' }));
    expect(await screen.findByRole('textbox', { name: 'English' })).toHaveValue('Custom');
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText("Kenja's default prompts are in use.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue(DEFAULTS.en);
    expect(api.callsTo('DELETE /api/admin/system-prompts')).toHaveLength(1);
  });
});
