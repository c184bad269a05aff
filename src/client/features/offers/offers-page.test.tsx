import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bundle, DiscountCode } from '../../../common/contracts/offers';
import { BUNDLE_REFUSALS, DISCOUNT_REFUSALS } from '../../../common/contracts/refusals';
import type { StudioPack } from '../../../common/contracts/studio';
import { apiError, json, type ApiHandlers } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedInAs } from '../../test/sessions';
import { studioPackFixture } from '../../test/studio';

function pack(n: number, overrides: Partial<StudioPack> = {}): StudioPack {
  return studioPackFixture({
    id: `40000000-0000-4000-8000-00000000000${n}`,
    slug: `pack-${n}`,
    title: `Pack ${n}`,
    description: 'A pack.',
    priceCents: 3000,
    corpusKey: `pack_${n}`,
    ...overrides,
  });
}

const code: DiscountCode = {
  id: 'c1',
  code: 'SPRING20',
  kind: 'percent',
  amount: 20,
  packId: null,
  packTitle: null,
  expiresAt: null,
  usageLimit: 10,
  uses: 3,
  createdAt: '2026-03-01T09:00:00.000Z',
};

const bundle: Bundle = {
  id: 'b1',
  title: 'The Pair',
  description: '',
  currency: 'USD',
  products: [
    { id: pack(1).id, slug: 'pack-1', title: 'Pack 1', originalPrice: 3000, bundlePrice: 2250 },
    { id: pack(2).id, slug: 'pack-2', title: 'Pack 2', originalPrice: 3000, bundlePrice: 2250 },
  ],
  totalOriginalPrice: 6000,
  bundlePrice: 4500,
  savings: 1500,
  savingsPercentage: 25,
  archived: false,
};

function render(path: string, handlers: ApiHandlers = {}, role: 'creator' | 'user' = 'creator') {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedInAs(role)),
    'GET /api/studio/packs': () =>
      json({ packs: [pack(1), pack(2), pack(3, { status: 'draft', title: 'Draft' })] }),
    'GET /api/studio/discount-codes': () => json({ codes: [code] }),
    'GET /api/studio/bundles': () => json({ bundles: [bundle] }),
    ...handlers,
  });
}

describe('the offers page (discount codes and bundles)', () => {
  it('lists codes and bundles, and makes a fixed-amount code for one pack', async () => {
    const { api, user } = render('/us/en/creator/offers', {
      'POST /api/studio/discount-codes': () => json({ code: { ...code, id: 'c2', code: 'TENOFF' } }, 201),
    });
    const codes = await screen.findByRole('list', { name: 'Your discount codes' });
    expect(codes).toHaveTextContent('SPRING20');
    expect(codes).toHaveTextContent('20% off · All your packs · no expiry · used 3 of 10');
    expect(screen.getByRole('list', { name: 'Your bundles' })).toHaveTextContent(
      '$45.00 instead of $60.00 (save 25%)',
    );
    // Drafts cannot be named.
    expect(
      within(screen.getByRole('combobox', { name: 'For' })).queryByText('Draft'),
    ).not.toBeInTheDocument();

    // A limited code's uses are held by orders waiting for payment, and the form says for how long (ADR 0038).
    expect(screen.getByRole('spinbutton', { name: /Usage limit/ })).toHaveAccessibleDescription(
      'Optional. How many orders may use it. An order waiting for its payment holds a use for up to 30 minutes, and gives it back if it is not paid by then.',
    );
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'tenoff');
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    await user.type(screen.getByRole('spinbutton', { name: /Amount/ }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'For' }), 'Pack 2');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code TENOFF created.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/studio/discount-codes')[0]?.body).toEqual({
      code: 'TENOFF',
      kind: 'fixed',
      amount: 1000,
      packId: pack(2).id,
      expiresAt: null,
      usageLimit: null,
    });
  });

  it('says in Japanese when a code is taken, and ends a code', async () => {
    const { api, user } = render('/jp/ja/creator/offers', {
      'POST /api/studio/discount-codes': () =>
        apiError(409, 'conflict', DISCOUNT_REFUSALS.taken, [
          { path: ['code'], message: DISCOUNT_REFUSALS.taken },
        ]),
      'POST /api/studio/discount-codes/c1/end': () =>
        json({ code: { ...code, expiresAt: new Date().toISOString() } }),
    });
    await user.type(await screen.findByRole('textbox', { name: /^コード/ }), 'SPRING20');
    expect(screen.getByRole('spinbutton', { name: /利用上限/ })).toHaveAccessibleDescription(
      '任意。使える注文の数です。支払い待ちの注文は最大30分間1回分を確保し、その間に支払われなければ返します。',
    );
    await user.type(screen.getByRole('spinbutton', { name: /割合/ }), '5');
    await user.click(screen.getByRole('button', { name: 'コードを作成' }));
    expect(
      await screen.findByText('このコードはすでにKenjaで使われています。別のコードにしてください。'),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'コードSPRING20を今すぐ終了（再び使えなくなります）' }),
    );
    expect(api.callsTo('POST /api/studio/discount-codes/c1/end')).toHaveLength(1);
  });

  it('makes a bundle, showing the saving as the price is typed, and the server’s refusal at the price', async () => {
    let attempts = 0;
    const { api, user } = render('/us/en/creator/offers', {
      'POST /api/studio/bundles': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, 'validation', BUNDLE_REFUSALS.notCheaper, [
              { path: ['priceCents'], message: BUNDLE_REFUSALS.notCheaper },
            ])
          : json({ bundle }, 201);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Both');
    await user.click(screen.getByRole('checkbox', { name: /Pack 1/ }));
    await user.click(screen.getByRole('checkbox', { name: /Pack 2/ }));
    const price = screen.getByRole('spinbutton', { name: /Bundle price/ });
    await user.type(price, '45');
    expect(screen.getByText('Bought one by one: $60.00 — buyers save 25%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    expect(
      await screen.findByText('The bundle must cost less than its packs bought one by one.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    expect(await screen.findByText('Bundle “The Pair” created.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/studio/bundles')[1]?.body).toEqual({
      title: 'Both',
      description: '',
      packIds: [pack(1).id, pack(2).id],
      priceCents: 4500,
    });
  });

  it('keeps buyers out: the creator gate', async () => {
    render('/us/en/creator/offers', {}, 'user');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Discount codes and bundles',
    );
  });
});
