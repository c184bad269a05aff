import { expect, test } from './support/test';
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

for (const [path, language] of [
  ['/us/en/about', 'en'],
  ['/jp/ja/about', 'ja'],
] as const) {
  test(`keeps its height on a phone while it plays and moves on (${language})`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('kenja.demoTimeScale', '0.3'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    // Every height the panel takes, as the browser lays it out, from before the start into the next scenario.
    await panel.evaluate((element) => {
      const heights = new Set<number>();
      new ResizeObserver(() => heights.add(Math.round(element.getBoundingClientRect().height))).observe(
        element,
      );
      Object.assign(window, { demoPanelHeights: heights });
    });
    const before = Math.round((await panel.boundingBox())?.height ?? 0);
    await page.getByRole('button', { name: text(language, 'about', 'demo.start') }).click();
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    const heights = await page.evaluate(() => [
      ...(window as unknown as { demoPanelHeights: Set<number> }).demoPanelHeights,
    ]);
    expect(heights).toEqual([before]);
  });
}
