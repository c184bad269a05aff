import { expect, type Page } from '@playwright/test';
import { text } from './locales';

export type Role = 'user' | 'creator' | 'admin';

/** Signs in through the header's modal with "Continue as demo user", as a person clicking would. */
export async function signInAsDemo(page: Page, role: Role, language: 'en' | 'ja' = 'en') {
  await page.getByRole('button', { name: text(language, 'common', 'auth.signIn'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text(language, 'common', 'auth.modalTitle') });
  // The radios are visually replaced by styled labels; check the real input as the label click would.
  await dialog
    .getByRole('radio', { name: text(language, 'common', `userMenu.roles.${role}`) })
    .check({ force: true });
  await dialog.getByRole('button', { name: text(language, 'common', 'auth.demo.button') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Account menu|アカウントメニュー/ })).toBeVisible();
}

let people = 0;

/** Signs a brand-new person in (a fresh e-mail), through the same endpoint the demo button uses. */
export async function signInAsNewPerson(page: Page, role: Role, name = 'Test Person') {
  people += 1;
  const email = `e2e-${role}-${Date.now()}-${people}@example.test`;
  const res = await page.request.post('/api/auth/dev-sign-in', { data: { email, name, role } });
  expect(res.ok()).toBe(true);
  const { user } = (await res.json()) as { user: { id: string } };
  return { id: user.id, email, name };
}
