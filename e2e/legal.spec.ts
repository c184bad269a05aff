import { expect, test } from './support/test';
import { text } from './support/locales';

test.describe('Terms of Service and Privacy Policy', () => {
  test('are linked from the sign-in modal, which closes on the way', async ({ page }) => {
    await page.goto('/jp/ja/about');
    await page.getByRole('button', { name: text('ja', 'common', 'auth.signIn'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: text('ja', 'common', 'footer.terms') }).click();
    await expect(page).toHaveURL('/jp/ja/terms');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'legal', 'terms.title'));
  });

  test('are linked from the footer, in English too', async ({ page }) => {
    await page.goto('/us/en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/us/en/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('heading', { name: /Cookies and local storage/ })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/us/en/terms');
  });
});
