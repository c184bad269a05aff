// A creator's bundle and discount code, bought end to end (issue 11): the bundle offered on the sales page, into the
// cart, the code priced in the cart, the dev checkout, and both packs in the buyer's library.
import { BUDGET, expect, test, type APIRequestContext } from './support/test';
import { CSRF_HEADER } from '../src/common/http';
import { signInAsNewPerson } from './support/accounts';
import { axeViolations, settle } from './support/axe';
import { BASE_URL } from './support/servers';

/** Sarah Chen's two demo packs. */
const SLUGS = ['advanced-marketing-strategy', 'digital-marketing-strategy-2024'] as const;

async function post(api: APIRequestContext, path: string, data: unknown, status = 201) {
  const session = (await (await api.get('/api/auth/session')).json()) as { session: { csrfToken: string } };
  const res = await api.post(path, {
    data,
    headers: { Origin: BASE_URL, [CSRF_HEADER]: session.session.csrfToken },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

test('a buyer buys a creator’s bundle with a discount code', async ({ page, newContext }) => {
  test.setTimeout(BUDGET.journey);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The creator (a demo creator, signed in as herself) makes a bundle of her two packs and a code.
  const creatorPage = await (await newContext()).newPage();
  const signedIn = await creatorPage.request.post('/api/auth/dev-sign-in', {
    data: { email: 'sarah.chen@demo.kenja.dev', name: 'Sarah Chen', role: 'creator' },
  });
  expect(signedIn.ok()).toBe(true);
  const ids = await Promise.all(
    SLUGS.map(async (slug) => {
      const page = (await (await creatorPage.request.get(`/api/packs/by-slug/${slug}`)).json()) as {
        pack: { id: string };
      };
      return page.pack.id;
    }),
  );
  // One bundle of a set of packs at a time (issue 48): the demo's bundle of these two is archived first.
  const listed = (await (await creatorPage.request.get('/api/studio/bundles')).json()) as {
    bundles: { id: string; products: { id: string }[] }[];
  };
  for (const bundle of listed.bundles.filter((b) => b.products.every((p) => ids.includes(p.id)))) {
    await post(creatorPage.request, `/api/studio/bundles/${bundle.id}/archive`, {}, 200);
  }
  await post(creatorPage.request, '/api/studio/bundles', {
    title: 'Marketing Complete',
    description: 'Strategy and the 2024 channel playbook together.',
    packIds: ids,
    priceCents: 7500,
  });
  await post(creatorPage.request, '/api/studio/discount-codes', { code, kind: 'percent', amount: 10 });

  // A buyer finds the bundle on the sales page.
  await signInAsNewPerson(page, 'user', 'Mika Mori');
  await page.goto(`/us/en/pack/${SLUGS[0]}`);
  // The bundle offer is below the fold: it loads as the buyer scrolls down.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const offer = page.getByRole('region', { name: 'Bundle and save' });
  const bundle = offer.getByRole('listitem').filter({ hasText: 'Marketing Complete' }).first();
  await expect(bundle).toBeVisible();
  await expect(bundle).toContainText('$75.00');
  await bundle.getByRole('button', { name: 'Add Bundle to Cart' }).click();
  await expect(bundle.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();

  // The cart prices the code on the server.
  await page.goto('/us/en/cart');
  await expect(page.getByRole('list', { name: 'Packs in your cart' })).toContainText('Marketing Complete');
  await page.getByLabel('Discount code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('There is no such discount code. Check the spelling.');
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByText('$67.50')).toBeVisible();
  await settle(page);
  expect(await axeViolations(page), 'cart with a code').toEqual([]);

  // Paid through the dev checkout: one receipt naming the bundle, both packs in the library.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
  await expect(page.getByText('$67.50').first()).toBeVisible();
  await page.goto('/us/en/library');
  for (const title of ['Advanced Marketing Strategy', 'Digital Marketing Strategy 2024']) {
    await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
  }
});
