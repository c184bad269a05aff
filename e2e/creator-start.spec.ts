import { expect, test } from './support/test';
import { signInAsNewPerson } from './support/accounts';
import { text } from './support/locales';

test.describe('the way to becoming a creator', () => {
  test('a visitor clicks Become a Creator, signs in, and lands on the application', async ({ page }) => {
    await page.goto('/us/en/creator-studio');
    await page.getByRole('button', { name: 'Become a Creator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Kenja' });
    await dialog.getByRole('button', { name: 'Continue as demo user' }).click(); // as a User, the default
    await expect(page).toHaveURL('/us/en/creator/signup');
    await expect(
      page.getByRole('heading', { name: text('en', 'creatorSignup', 'basic.heading') }),
    ).toBeVisible();
  });

  test('a demo creator who starts from the signed-out application goes on to the upload page', async ({
    page,
  }) => {
    await page.goto('/jp/ja/creator/signup');
    await page.getByRole('button', { name: text('ja', 'creatorSignup', 'signedOut.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('radio', { name: text('ja', 'common', 'userMenu.roles.creator') })
      .check({ force: true });
    await dialog.getByRole('button', { name: text('ja', 'common', 'auth.demo.button') }).click();
    await expect(page).toHaveURL('/jp/ja/creator/upload');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ja', 'creatorUpload', 'page.step'),
    );
  });

  test('signed-in people go straight to the page their role allows, never told to sign in', async ({
    page,
  }) => {
    await signInAsNewPerson(page, 'user');
    await page.goto('/us/en/creator-studio');
    await expect(page.getByText(/Sign In Required/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Become a Creator' }).last().click();
    await expect(page).toHaveURL('/us/en/creator/signup');

    await page.context().clearCookies(); // someone else, in a fresh browser
    await signInAsNewPerson(page, 'creator');
    await page.goto('/us/en/creator-studio');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL('/us/en/creator/dashboard');
    await page.goBack();
    await page.getByRole('link', { name: 'Start Creating' }).first().click();
    await expect(page).toHaveURL('/us/en/creator/upload');
  });
});

test.describe('the upload page (spec 02 §2.1)', () => {
  test('says Sign In Required to a visitor, with a button to the home page', async ({ page }) => {
    for (const [prefix, language] of [
      ['/us/en', 'en'],
      ['/jp/ja', 'ja'],
    ] as const) {
      await page.goto(`${prefix}/creator/upload`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'creatorUpload', 'signIn.title'),
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: text(language, 'creatorUpload', 'signIn.home') }),
      ).toHaveAttribute('href', prefix);
    }
  });

  test('says Creator Access Required to a user, with a button to the application', async ({ page }) => {
    await signInAsNewPerson(page, 'user');
    await page.goto('/jp/ja/creator/upload');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ja', 'creatorUpload', 'noAccess.title'),
    );
    await page.getByRole('link', { name: text('ja', 'creatorUpload', 'noAccess.button') }).click();
    await expect(page).toHaveURL('/jp/ja/creator/signup');
  });
});
