import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { DEMO_TIME_SCALE_KEY } from './demo-time-scale';

/** Opens the about page with real timers (the route loads lazily), then takes over the clock. */
async function openDemo(path = '/about') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  vi.useFakeTimers();
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function messages() {
  return within(screen.getByRole('list', { name: 'Conversation' })).queryAllByRole('listitem');
}

function clickStart() {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Start Demo' }));
  });
}

describe('interactive demo', () => {
  it('reveals the messages in order at their delays, with a thinking indicator in between', async () => {
    await openDemo();
    expect(screen.getByRole('tab', { name: 'Developer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Developer');
    clickStart();
    expect(screen.getByRole('button', { name: 'Stop Demo' })).toBeInTheDocument();

    advance(999);
    expect(messages()).toHaveLength(0);
    advance(1);
    expect(messages()).toHaveLength(1);
    expect(within(messages()[0]!).getByText('You')).toBeInTheDocument();
    expect(messages()[0]).toHaveTextContent('React product list lags');
    expect(screen.getByRole('status')).toHaveTextContent('AI is thinking...');

    advance(1500);
    expect(messages()).toHaveLength(2);
    expect(within(messages()[1]!).getByText('AI (Before)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('AI is thinking...');

    advance(1499);
    expect(messages()).toHaveLength(2);
    advance(1);
    expect(messages()).toHaveLength(3);
    const after = messages()[2]!;
    expect(within(after).getByText('AI (After)')).toBeInTheDocument();
    expect(within(after).getByText('Enhanced')).toBeInTheDocument();
    expect(after).toHaveTextContent('[Advanced React Patterns, §3]');
    expect(screen.queryByText('AI is thinking...')).not.toBeInTheDocument();
  });

  it('moves on to the next scenario 3 s after the last message and keeps playing, wrapping around', async () => {
    await openDemo();
    clickStart();
    advance(4000 + 2999);
    expect(screen.getByRole('tab', { name: 'Developer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Next: Business')).toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    expect(messages()).toHaveLength(0);
    advance(1000);
    expect(messages()[0]).toHaveTextContent('entering Japan');

    advance(3000 + 3000); // the rest of Business, then its pause
    expect(screen.getByRole('tab', { name: 'Researcher' })).toHaveAttribute('aria-selected', 'true');
    advance(7000);
    expect(screen.getByRole('tab', { name: 'Developer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Stop Demo' })).toBeInTheDocument();
  });

  it('resets and stops when a tab is chosen', async () => {
    await openDemo();
    clickStart();
    advance(2500);
    expect(messages()).toHaveLength(2);

    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Researcher' }));
    });
    expect(screen.getByRole('tab', { name: 'Researcher' })).toHaveAttribute('aria-selected', 'true');
    expect(messages()).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    advance(20_000);
    expect(messages()).toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Researcher' })).toHaveAttribute('aria-selected', 'true');

    clickStart();
    advance(1000);
    expect(messages()[0]).toHaveTextContent('literature review');
  });

  it('stops where it is with Stop Demo', async () => {
    await openDemo();
    clickStart();
    advance(2500);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop Demo' }));
    });
    advance(20_000);
    expect(messages()).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Developer' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    await openDemo();
    const developer = screen.getByRole('tab', { name: 'Developer' });
    developer.focus();
    act(() => {
      fireEvent.keyDown(developer, { key: 'ArrowRight' });
    });
    const business = screen.getByRole('tab', { name: 'Business' });
    expect(business).toHaveAttribute('aria-selected', 'true');
    expect(business).toHaveFocus();
    expect(business).toHaveAttribute('tabindex', '0');
    expect(developer).toHaveAttribute('tabindex', '-1');

    act(() => {
      fireEvent.keyDown(business, { key: 'End' });
    });
    expect(screen.getByRole('tab', { name: 'Researcher' })).toHaveFocus();
    act(() => {
      fireEvent.keyDown(screen.getByRole('tab', { name: 'Researcher' }), { key: 'ArrowRight' });
    });
    expect(developer).toHaveFocus();
    act(() => {
      fireEvent.keyDown(developer, { key: 'ArrowLeft' });
    });
    expect(screen.getByRole('tab', { name: 'Researcher' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      fireEvent.keyDown(screen.getByRole('tab', { name: 'Researcher' }), { key: 'Home' });
    });
    expect(developer).toHaveAttribute('aria-selected', 'true');
  });

  it('multiplies every delay, auto-advance included, by the time scale in localStorage', async () => {
    await openDemo();
    window.localStorage.setItem(DEMO_TIME_SCALE_KEY, '0.05');
    clickStart();
    advance(49);
    expect(messages()).toHaveLength(0);
    advance(1);
    expect(messages()).toHaveLength(1);
    advance(150);
    expect(messages()).toHaveLength(3);
    advance(149);
    expect(screen.getByRole('tab', { name: 'Developer' })).toHaveAttribute('aria-selected', 'true');
    advance(1);
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
  });

  it('plays the Japanese scenarios with Japanese labels', async () => {
    await openDemo('/jp/ja/about');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'デモを開始' }));
    });
    advance(4000);
    const conversation = within(screen.getByRole('list', { name: '会話' })).getAllByRole('listitem');
    expect(conversation).toHaveLength(3);
    expect(within(conversation[0]!).getByText('あなた')).toBeInTheDocument();
    expect(within(conversation[2]!).getByText('強化済み')).toBeInTheDocument();
    expect(conversation[2]).toHaveTextContent('[Advanced React Patterns, §3]');
  });
});
