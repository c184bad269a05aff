import { BUDGET, expect, test, type Page } from './support/test';
import { signInAsDemo, signInAsNewPerson } from './support/accounts';
import { text } from './support/locales';
import { GOOGLE_SIGN_IN_URL } from './support/servers';

const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu|アカウントメニュー/ });

test.describe('signing in and out', () => {
  for (const role of ['user', 'creator', 'admin'] as const) {
    test(`a demo ${role} signs in from the modal, sees their menu, and signs out`, async ({ page }) => {
      await page.goto('/us/en/about');
      await signInAsDemo(page, role);
      await expect(page).toHaveURL('/us/en/about'); // stays where they were

      await accountMenu(page).click();
      await expect(page.getByText(`demo-${role}@kenja.local`)).toBeVisible();
      await expect(
        page.getByText(text('en', 'common', `userMenu.roles.${role}`), { exact: true }),
      ).toBeVisible();
      const adminPanel = page.getByRole('link', { name: 'Admin Panel' });
      if (role === 'admin') await expect(adminPanel).toHaveAttribute('href', '/us/en/admin');
      else await expect(adminPanel).toHaveCount(0);

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    });
  }

  test('the menu speaks Japanese and links the Admin Panel under /jp/ja', async ({ page }) => {
    await page.goto('/jp/ja');
    await signInAsDemo(page, 'admin', 'ja');
    await accountMenu(page).click();
    await expect(
      page.getByRole('link', { name: text('ja', 'common', 'userMenu.adminPanel') }),
    ).toHaveAttribute('href', '/jp/ja/admin');
    await expect(page.getByText(text('ja', 'common', 'userMenu.roles.admin'), { exact: true })).toBeVisible();
  });

  test('Continue with Google goes to the provider and back, signed in, to where it started', async ({
    page,
  }) => {
    const callbacks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/callback')) callbacks.push(request.method());
    });
    await page.goto(`${GOOGLE_SIGN_IN_URL}/jp/ja/mcp`);
    await page.getByRole('button', { name: text('ja', 'common', 'auth.signIn'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: text('ja', 'common', 'auth.demo.button') })).toHaveCount(
      0,
    );
    await dialog.getByRole('button', { name: text('ja', 'common', 'auth.continueWithGoogle') }).click();

    await expect(page.getByText(text('ja', 'common', 'authCallback.welcome'))).toBeVisible();
    await expect(page).toHaveURL(`${GOOGLE_SIGN_IN_URL}/jp/ja/mcp`);
    await accountMenu(page).click();
    await expect(page.getByText('Kenji Watanabe', { exact: true })).toBeVisible();
    await expect(page.getByText('kenji.watanabe@example.test')).toBeVisible();
    expect(callbacks).toEqual(['POST']);
  });

  test('a callback that no sign-in started fails clearly', async ({ page }) => {
    await page.goto(`${GOOGLE_SIGN_IN_URL}/auth/callback?code=stolen&state=forged`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in failed');
    await expect(page.getByText('No session found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to homepage' })).toBeVisible();
  });
});

/** Fills the three steps of the application wizard, checking the Next/Submit rules on the way. */
async function fillApplication(page: Page, language: 'en' | 'ja') {
  const t = (key: string) => text(language, 'creatorSignup', key);
  const next = page.getByRole('button', { name: t('nav.next') });
  await expect(next).toBeDisabled();
  await page.getByLabel(t('fields.displayName.label')).fill('Aiko Sato');
  await page.getByLabel(t('fields.title.label')).fill('Senior data scientist');
  await page.getByLabel(t('fields.bio.label')).fill('Twelve years of demand forecasting for retail chains.');
  await expect(next).toBeDisabled(); // years still "select"
  await page.getByLabel(t('fields.years.label')).selectOption('30');
  await next.click();

  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: t('expertise.options.Data Science & AI') }).check({ force: true });
  const portfolio = page.getByLabel(t('fields.portfolio.label'));
  await portfolio.fill('not a url');
  await portfolio.blur();
  await expect(page.getByText(t('issues.url'))).toBeVisible();
  await expect(next).toBeDisabled();
  await portfolio.fill('https://aiko.example.test');
  await next.click();

  const submit = page.getByRole('button', { name: t('nav.submit') });
  await expect(submit).toBeDisabled();
  await page
    .getByLabel(t('fields.motivation.label'))
    .fill('Assistants guess at forecasting; I can fix that.');
  await page.getByLabel(t('fields.knowledgePackIdeas.label')).fill('A forecasting playbook for retail.');
  await submit.click();
}

test.describe('becoming a creator', () => {
  test('signed out, the page invites you to start; a creator is told they already are one', async ({
    page,
  }) => {
    await page.goto('/us/en/creator/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start Creating Your Knowledge Pack');
    await signInAsNewPerson(page, 'creator');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already a Creator!');
    await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveAttribute(
      'href',
      '/us/en/creator/upload',
    );
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/us/en/creator/dashboard',
    );
  });

  test('a user applies, an admin approves, and the user is now a creator', async ({ page, newContext }) => {
    test.setTimeout(BUDGET.journey);
    const applicant = await signInAsNewPerson(page, 'user', 'Aiko Applicant');
    await page.goto('/us/en/creator/signup');
    await fillApplication(page, 'en');
    await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible();
    await expect(page.getByText(/within 1-2 business days/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application under review' })).toBeVisible();

    const admin = await (await newContext()).newPage();
    await admin.goto('/us/en/admin');
    await signInAsNewPerson(admin, 'admin');
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Admin console');
    const card = admin.getByRole('article').filter({ hasText: applicant.email });
    await card.getByRole('button', { name: 'Read application' }).click();
    await expect(card).toContainText('A forecasting playbook for retail.');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toContainText('Approved');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already a Creator!');
  });

  test('in Japanese: a rejected applicant sees the reason and may apply again', async ({
    page,
    newContext,
  }) => {
    test.setTimeout(BUDGET.journey);
    const applicant = await signInAsNewPerson(page, 'user', '佐藤 愛子');
    await page.goto('/jp/ja/creator/signup');
    await fillApplication(page, 'ja');
    await expect(
      page.getByRole('heading', { name: text('ja', 'creatorSignup', 'completion.title') }),
    ).toBeVisible();

    const admin = await (await newContext()).newPage();
    await signInAsNewPerson(admin, 'admin');
    await admin.goto('/jp/ja/admin?tab=applications');
    const card = admin.getByRole('article').filter({ hasText: applicant.email });
    await card.getByRole('button', { name: text('ja', 'admin', 'applications.reject') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByLabel(text('ja', 'admin', 'applications.rejectDialog.label'))
      .fill('実績の例を追加してください。');
    await dialog
      .getByRole('button', { name: text('ja', 'admin', 'applications.rejectDialog.confirm') })
      .click();
    await expect(card).toContainText(text('ja', 'admin', 'applications.status.rejected'));

    await page.reload();
    await expect(
      page.getByRole('heading', { name: text('ja', 'creatorSignup', 'rejected.title') }),
    ).toBeVisible();
    await expect(page.getByText('実績の例を追加してください。')).toBeVisible();
    await page.getByRole('button', { name: text('ja', 'creatorSignup', 'rejected.applyAgain') }).click();
    await expect(page.getByLabel(text('ja', 'creatorSignup', 'fields.displayName.label'))).toHaveValue(
      'Aiko Sato',
    );
  });
});

test.describe('admin console', () => {
  test('is closed to people who are not admins', async ({ page }) => {
    await page.goto('/jp/ja/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'admin', 'signIn.title'));
    await signInAsNewPerson(page, 'creator');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'admin', 'noAccess.title'));
  });

  test('an admin finds a user, changes their role, disables and enables them', async ({
    page,
    newContext,
  }) => {
    const other = await (await newContext()).newPage();
    const person = await signInAsNewPerson(other, 'user', 'Omar Haddad');

    await signInAsNewPerson(page, 'admin');
    await page.goto('/us/en/admin?tab=users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(person.email);
    const role = page.getByRole('combobox', { name: 'Role for Omar Haddad' });
    await expect(role).toHaveValue('user');
    await role.selectOption('creator');
    await expect(page.getByRole('status')).toContainText('Omar Haddad is now Creator.');

    await page.getByRole('button', { name: 'Disable Omar Haddad' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable user' }).click();
    await expect(page.getByRole('status')).toContainText('was disabled');
    expect((await other.request.get('/api/me')).status()).toBe(401); // signed out everywhere, at once

    await page.getByRole('button', { name: 'Enable Omar Haddad' }).click();
    await expect(page.getByRole('status')).toContainText('was enabled');
    await page.reload();
    await expect(page.getByRole('tab', { name: /Users/ })).toHaveAttribute('aria-selected', 'true');

    // Each change is in the audit log, before → after, found by whom it concerned and by kind.
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await page.getByRole('searchbox', { name: 'Concerning' }).fill(person.email);
    const records = page.getByRole('list', { name: 'Audit records, newest first' }).locator('> li');
    await expect(records).toHaveCount(3);
    await expect(records.nth(0)).toContainText('enabled the account of Omar Haddad');
    await expect(records.nth(0)).toContainText('Account: Disabled → Active');
    await expect(records.nth(2)).toContainText('changed the role of Omar Haddad');
    await expect(records.nth(2)).toContainText('Role: User → Creator');
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Account disabled' });
    await expect(records).toHaveCount(1);
    await expect(records.first()).toContainText('Account: Active → Disabled');
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Payout' });
    await expect(page.getByText('No records match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Concerning' })).toHaveValue('');
  });

  test('in Japanese, the audit log filters by days from the keyboard', async ({ page }) => {
    await signInAsNewPerson(page, 'admin');
    await page.goto('/jp/ja/admin?tab=audit');
    const t = (key: string) => text('ja', 'admin', key);
    await page.getByRole('combobox', { name: t('audit.filters.action') }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: t('audit.filters.actor') })).toBeFocused();
    // A range of days in the future matches nothing yet.
    await page.getByLabel(t('audit.filters.from'), { exact: true }).fill('2099-01-01');
    await page.getByLabel(t('audit.filters.to'), { exact: true }).fill('2099-01-31');
    await expect(page.getByText(t('audit.noMatch.title'))).toBeVisible();
    await page.getByLabel(t('audit.filters.to'), { exact: true }).fill('2098-12-31');
    await expect(page.getByText(t('audit.filters.badRange'))).toBeVisible();
    await page.getByRole('button', { name: t('audit.filters.clear') }).press('Enter');
    await expect(page.getByLabel(t('audit.filters.from'), { exact: true })).toHaveValue('');
  });
});
