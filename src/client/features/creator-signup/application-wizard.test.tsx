import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreatorApplicationInput } from '../../../common/contracts/creator-applications';
import { ApiError } from '../../lib/api';
import { ApplicationWizard } from './application-wizard';
import { renderAt } from '../../test/render-at';

const EN = '/us/en/creator/signup';
const JA = '/jp/ja/creator/signup';

/** A stand-in for the page's submit: records what the wizard sends and answers as told. */
function recordingSubmit(answer: () => Promise<unknown> = () => Promise.resolve()) {
  const calls: CreatorApplicationInput[] = [];
  const onSubmit = (application: CreatorApplicationInput) => {
    calls.push(application);
    return answer();
  };
  return { calls, onSubmit };
}

/** Puts text into a field the way pasting does: one input event, not one per character (fast in jsdom). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function setup(path: string, onSubmit = recordingSubmit().onSubmit) {
  const user = userEvent.setup();
  renderAt(path, <ApplicationWizard onSubmit={onSubmit} />);
  return user;
}

async function fillBasicInfo(user: UserEvent) {
  await fill(user, screen.getByLabelText('Display name'), '  Hanako Yamada ');
  await fill(user, screen.getByLabelText('Professional title'), 'Data scientist');
  await fill(user, screen.getByLabelText('Bio'), 'Ten years of applied machine learning.');
  await user.selectOptions(screen.getByLabelText('Years of experience'), '12');
}

async function fillExpertise(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'Data Science & AI' }));
  await user.click(screen.getByRole('checkbox', { name: 'Software Development' }));
  await fill(user, screen.getByLabelText('Portfolio or website'), 'https://hanako.example');
}

async function fillMotivation(user: UserEvent) {
  await fill(user, screen.getByLabelText('Why do you want to become a creator?'), 'To share what works.');
  await fill(user, screen.getByLabelText('Knowledge pack ideas'), 'MLOps in small teams.');
}

async function reachLastStep(user: UserEvent) {
  await fillBasicInfo(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillExpertise(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillMotivation(user);
}

describe('application wizard', () => {
  it('keeps Next disabled on step 1 until name, title and bio are filled and years are chosen', async () => {
    const user = setup(EN);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Basic info');
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Fill in the required fields and fix any errors to continue.');

    await fill(user, screen.getByLabelText('Display name'), '   ');
    await fill(user, screen.getByLabelText('Professional title'), 'Data scientist');
    await fill(user, screen.getByLabelText('Bio'), 'Ten years.');
    await user.selectOptions(screen.getByLabelText('Years of experience'), '3');
    expect(next).toBeDisabled(); // a blank name is no name

    await fill(user, screen.getByLabelText('Display name'), 'Hanako');
    expect(next).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Years of experience'), '0');
    expect(next).toBeDisabled();
  });

  it('offers 1 to 29 years and then "30年以上" (value 30) in Japanese', () => {
    setup(JA);
    const options = within(screen.getByLabelText('経験年数')).getAllByRole<HTMLOptionElement>('option');
    expect(options).toHaveLength(31);
    expect(options[0]).toHaveValue('0');
    expect(options[0]).toHaveTextContent('選択してください');
    expect(options[1]).toHaveTextContent('1年');
    expect(options[29]).toHaveTextContent('29年');
    expect(options[30]).toHaveTextContent('30年以上');
    expect(options[30]).toHaveValue('30');
  });

  it('counts characters against the limit and says when a field is too long', async () => {
    const user = setup(EN);
    const name = screen.getByLabelText('Display name');
    await user.type(name, 'Hanako');
    expect(name).toHaveAccessibleDescription('6 / 80');
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(81));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('At most 80 characters. 81 / 80');
  });

  it('needs one expertise on step 2, and a portfolio that is a URL when given', async () => {
    const user = setup(JA);
    await fill(user, screen.getByLabelText('表示名'), '山田 花子');
    await fill(user, screen.getByLabelText('肩書き'), 'データサイエンティスト');
    await fill(user, screen.getByLabelText('自己紹介'), '機械学習の実務経験10年。');
    await user.selectOptions(screen.getByLabelText('経験年数'), '30');
    await user.click(screen.getByRole('button', { name: '次へ' }));

    expect(screen.getByRole('heading', { level: 2, name: '専門分野' })).toHaveFocus();
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    const next = screen.getByRole('button', { name: '次へ' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'データサイエンス・AI' }));
    expect(next).toBeEnabled();

    const portfolio = screen.getByLabelText('ポートフォリオ・Webサイト');
    await user.type(portfolio, 'hanako.example');
    await user.tab();
    expect(portfolio).toHaveAttribute('aria-invalid', 'true');
    expect(portfolio).toHaveAccessibleDescription(
      expect.stringContaining('https:// から始まるURLを入力してください。'),
    );
    expect(next).toBeDisabled();

    await user.clear(portfolio);
    await user.type(portfolio, 'https://hanako.example');
    expect(portfolio).toHaveAttribute('aria-invalid', 'false');
    expect(next).toBeEnabled();
    await user.clear(portfolio);
    expect(next).toBeEnabled(); // optional
  });

  it('enables Submit once both questions are answered and sends the application in snake_case', async () => {
    let accept: (value?: unknown) => void = () => undefined;
    const submit = recordingSubmit(() => new Promise((resolve) => (accept = resolve)));
    const user = setup(EN, submit.onSubmit);
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillExpertise(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const send = screen.getByRole('button', { name: 'Submit Application' });
    expect(send).toBeDisabled();
    await fill(user, screen.getByLabelText('Why do you want to become a creator?'), 'To share what works.');
    expect(send).toBeDisabled();
    await fill(user, screen.getByLabelText('Knowledge pack ideas'), 'MLOps in small teams.');
    expect(send).toBeEnabled();

    await user.click(send);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(submit.calls).toEqual([
      {
        display_name: 'Hanako Yamada',
        title: 'Data scientist',
        bio: 'Ten years of applied machine learning.',
        expertise: ['Software Development', 'Data Science & AI'],
        years_experience: 12,
        portfolio: 'https://hanako.example',
        motivation: 'To share what works.',
        knowledge_pack_ideas: 'MLOps in small teams.',
      },
    ]);
    accept();
  });

  it('moves on with Enter from a text field once the step is complete', async () => {
    const user = setup(EN);
    await fillBasicInfo(user);
    await user.click(screen.getByLabelText('Professional title'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Your areas of expertise' })).toHaveFocus();
    await user.click(screen.getByLabelText('Portfolio or website'));
    await user.keyboard('{Enter}'); // no expertise chosen yet: stays
    expect(screen.getByRole('heading', { level: 2, name: 'Your areas of expertise' })).toBeInTheDocument();
  });

  it('keeps every answer when going Back', async () => {
    const user = setup(EN);
    await reachLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your areas of expertise' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Data Science & AI' })).toBeChecked();
    expect(screen.getByLabelText('Portfolio or website')).toHaveValue('https://hanako.example');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Display name')).toHaveValue('  Hanako Yamada ');
    expect(screen.getByLabelText('Years of experience')).toHaveValue('12');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Knowledge pack ideas')).toHaveValue('MLOps in small teams.');
  });

  it("shows the server's validation issues beside their fields, back on the first step with one", async () => {
    const issues = [
      { path: ['motivation'], message: 'Required' },
      { path: ['display_name'], message: 'At most 80 characters' },
    ];
    const submit = recordingSubmit(() =>
      Promise.reject(new ApiError('validation', 'Invalid request', 400, issues)),
    );
    const user = setup(EN, submit.onSubmit);
    await reachLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Tell us about yourself' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const name = screen.getByLabelText('Display name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('At most 80 characters.'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(name, '!'); // editing clears the server's verdict on that field
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Why do you want to become a creator?')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
  });

  it('says in Japanese that registration failed, keeping what was typed', async () => {
    const submit = recordingSubmit(() => Promise.reject(new ApiError('internal', 'HTTP 500', 500)));
    const user = userEvent.setup();
    renderAt(JA, <ApplicationWizard onSubmit={submit.onSubmit} />);
    await fill(user, screen.getByLabelText('表示名'), '山田 花子');
    await fill(user, screen.getByLabelText('肩書き'), '管理栄養士');
    await fill(user, screen.getByLabelText('自己紹介'), '病院で15年。');
    await user.selectOptions(screen.getByLabelText('経験年数'), '15');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await user.click(screen.getByRole('checkbox', { name: '料理・栄養' }));
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await fill(user, screen.getByLabelText('クリエイターになりたい理由'), '正しい食事の知識を届けたい。');
    await fill(user, screen.getByLabelText('ナレッジパックのアイデア'), '糖尿病の食事療法');
    await user.click(screen.getByRole('button', { name: '申請を送信' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'クリエイター登録中にエラーが発生しました。もう一度お試しください。',
    );
    expect(screen.getByLabelText('ナレッジパックのアイデア')).toHaveValue('糖尿病の食事療法');
    expect(screen.getByRole('button', { name: '申請を送信' })).toBeEnabled();
    expect(submit.calls).toHaveLength(1);
  });

  it.each([
    [new ApiError('unauthenticated', 'User not authenticated', 401), 'User not authenticated'],
    [
      new ApiError('conflict', 'Your application is already being reviewed', 409),
      'Your application is already being reviewed',
    ],
    [
      new ApiError('network', 'fetch failed', 0),
      'An error occurred during creator registration. Please try again.',
    ],
  ])('explains a refused submit: %s', async (error, message) => {
    const user = setup(EN, recordingSubmit(() => Promise.reject(error)).onSubmit);
    await reachLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
