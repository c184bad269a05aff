import { expect, test } from '@playwright/test';
import { text } from './support/locales';

test.describe('About page demo', () => {
  test.beforeEach(async ({ page }) => {
    // The app's own speed setting: every demo delay ×0.3, so a scenario plays in about two seconds and the
    // finished conversation stays up for ~0.9 s before the next one starts.
    await page.addInitScript(() => window.localStorage.setItem('kenja.demoTimeScale', '0.3'));
  });

  test('plays each message in order, then moves on to the next scenario', async ({ page }) => {
    await page.goto('/us/en/about');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Start Demo' }).click();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem')).toHaveCount(3);
    await expect(conversation.getByRole('listitem').nth(0)).toContainText('You');
    await expect(conversation.getByRole('listitem').nth(1)).toContainText('AI (Before)');
    await expect(conversation.getByRole('listitem').nth(2)).toContainText('AI (After)');
    await expect(conversation.getByRole('listitem').nth(2)).toContainText('Enhanced');

    // 3 s (scaled) after the last message the next scenario is chosen and plays on its own.
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(conversation.getByRole('listitem').nth(0)).toContainText(
      text('en', 'about', 'demo.scenarios.business.messages.question'),
    );
  });

  test('shows "AI is thinking..." while a reply is on its way, and a tab click resets and stops', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('kenja.demoTimeScale', '1'));
    await page.goto('/jp/ja/about');
    await page.getByRole('button', { name: text('ja', 'about', 'demo.start') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: text('ja', 'about', 'demo.thinking') }),
    ).toBeVisible();

    await page.getByRole('tab').nth(2).click();
    await expect(page.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('list', { name: text('ja', 'about', 'demo.conversationLabel') }).getByRole('listitem'),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('ja', 'about', 'demo.start') })).toBeVisible();
  });
});

test('keeps its height on a phone while it plays and moves on', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('kenja.demoTimeScale', '0.3'));
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/us/en/about', '/jp/ja/about']) {
    await page.goto(path);
    const panel = page.getByRole('tabpanel');
    const height = async () => Math.round((await panel.boundingBox())?.height ?? 0);
    const before = await height();
    await page
      .getByRole('button', { name: text(path.startsWith('/jp') ? 'ja' : 'en', 'about', 'demo.start') })
      .click();
    const heights = new Set<number>([before]);
    // Sample through a whole scenario and into the next one (≈ 2.1 s + 0.9 s scaled).
    for (let i = 0; i < 16; i++) {
      heights.add(await height());
      await page.waitForTimeout(250);
    }
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    expect([...heights], path).toEqual([before]);
  }
});
