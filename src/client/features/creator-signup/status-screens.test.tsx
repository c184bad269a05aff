import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlreadyCreatorScreen } from './already-creator-screen';
import { CompletionScreen } from './completion-screen';
import { PendingScreen } from './pending-screen';
import { RejectedScreen } from './rejected-screen';
import { renderAt } from '../../test/render-at';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { renderApp } from '../../test/render';
import { signedOut } from '../../test/sessions';
import { expectLink } from '../../test/expectations';

// Midday UTC: the same calendar date in every time zone the tests may run in.
const SUBMITTED_AT = '2026-03-14T12:00:00.000Z';

describe('creator application screens', () => {
  it('asks signed-out visitors to sign in, right here', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderApp('/us/en/creator/signup');
    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, signedOut({ google: true })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start Creating Your Knowledge Pack' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sign in with your Google account/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Kenja' })).toBeInTheDocument();
  });

  it('tells creators and admins they already have the rights, in Japanese', () => {
    renderAt('/jp/ja/creator/signup', <AlreadyCreatorScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'すでにクリエイターです！' })).toBeInTheDocument();
    expectLink('作成を始める', '/jp/ja/creator/upload');
    expectLink('ダッシュボードへ', '/jp/ja/creator/dashboard');
  });

  it('keeps plain English paths on its links', () => {
    renderAt('/creator/signup', <AlreadyCreatorScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Already a Creator!' })).toBeInTheDocument();
    expectLink('Start Creating', '/creator/upload');
    expectLink('Go to Dashboard', '/creator/dashboard');
  });

  it('shows a pending application with its date in the page language', () => {
    renderAt('/jp/ja/creator/signup', <PendingScreen submittedAt={SUBMITTED_AT} />);
    expect(screen.getByRole('heading', { level: 1, name: '申請を審査中です' })).toBeInTheDocument();
    expect(screen.getByText('申請日：2026年3月14日')).toBeInTheDocument();
    expect(screen.getByText(/1〜2営業日以内にメールで/)).toBeInTheDocument();
  });

  it('shows a pending application in English', () => {
    renderAt('/us/en/creator/signup', <PendingScreen submittedAt={SUBMITTED_AT} />);
    expect(screen.getByText('Submitted on March 14, 2026')).toBeInTheDocument();
    expect(screen.getByText(/within 1-2 business days/)).toBeInTheDocument();
    expectLink('Back to Home', '/us/en');
  });

  it('shows why an application was not approved and lets the person apply again', async () => {
    const user = userEvent.setup();
    let applyAgain = 0;
    renderAt(
      '/us/en/creator/signup',
      <RejectedScreen
        submittedAt={SUBMITTED_AT}
        reason="Please link to published work."
        onApplyAgain={() => applyAgain++}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your application was not approved' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/you sent on March 14, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Please link to published work.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply Again' }));
    expect(applyAgain).toBe(1);
  });

  it('says so when a rejection came without a reason', () => {
    renderAt(
      '/jp/ja/creator/signup',
      <RejectedScreen submittedAt={SUBMITTED_AT} reason={null} onApplyAgain={() => undefined} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '申請は承認されませんでした' })).toBeInTheDocument();
    expect(screen.getByText('理由は記載されていません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'もう一度申請する' })).toBeInTheDocument();
  });

  it('thanks the applicant, promises an e-mail within 1-2 business days and leads home', () => {
    renderAt('/jp/ja/creator/signup', <CompletionScreen />);
    const heading = screen.getByRole('heading', { level: 1, name: 'ご応募ありがとうございます！' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/1〜2営業日以内にメールでお知らせします/)).toBeInTheDocument();
    expectLink('ホームに戻る', '/jp/ja');
  });

  it('leads home on plain English paths too', () => {
    renderAt('/creator/signup', <CompletionScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for applying!' })).toBeInTheDocument();
    expectLink('Back to Home', '/');
  });
});
