import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { breakPhrases } from './budoux-phrases';
import { PHRASE_SELECTOR } from './phrase-breaks';

const ZWSP = '\u200B';
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

function Page() {
  const [title, setTitle] = useState('あなたのAIアシスタントを専門家に');
  return (
    <div lang="ja">
      <h1>{title}</h1>
      <button type="button" onClick={() => setTitle('専門知識のマーケットプレイス')}>
        変更
      </button>
      <p className="body">本文はそのまま表示します。</p>
    </div>
  );
}

describe('the BudouX fallback for Japanese line breaks', () => {
  it('lets headings break only between phrases, and keeps up as React changes them', async () => {
    const { container, getByRole } = render(<Page />);
    breakPhrases(container, PHRASE_SELECTOR);
    const heading = getByRole('heading');
    expect(heading.textContent).toBe(['あなたの', 'AIアシスタントを', '専門家に'].join(ZWSP));
    expect(container.querySelector('.body')?.textContent).not.toContain(ZWSP); // body text is left alone

    act(() => getByRole('button').click());
    await nextFrame();
    expect(heading.textContent?.replaceAll(ZWSP, '')).toBe('専門知識のマーケットプレイス');
    expect(heading.textContent?.split(ZWSP)).toContain('専門知識の');
    expect(document.documentElement).toHaveClass('budoux-phrases');
  });
});
