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
