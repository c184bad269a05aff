import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYOUT_REFUSALS, type Payouts } from '../../../common/contracts/selling';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';
import { makePayout, makePayoutCreator, renderConsoleAt } from './test-utils';
import { axeViolations } from '../../test/axe';
import { expectTexts } from '../../test/expectations';

const PAYOUTS = 'GET /api/admin/payouts';
const PAY = 'POST /api/admin/payouts';
const FEE = 'PUT /api/admin/settings/platform-fee';

type PayHandler = (body: { creatorId: string; amountCents: number; note?: string }) => Response;

/** The console on the Payouts tab, against a fake server that keeps the balances and pays out as asked. */
/** Pays `creator` the `amount` from the Japanese table, and returns the dialog's alert saying why it was refused. */
async function refusalInJapanese(user: UserEvent, creator: string, amount: string) {
  const table = await screen.findByRole('table');
  await user.click(within(table).getByRole('button', { name: `${creator} に支払う` }));
  const dialog = screen.getByRole('dialog', { name: `${creator} に支払いますか？` });
  await user.click(within(dialog).getByRole('button', { name: `${amount} を支払う` }));
  return within(dialog).findByRole('alert');
}

function setup(
  current: Partial<Payouts> = {},
  {
    path = '/us/en/admin?tab=payouts',
    pay,
    fee,
  }: { path?: string; pay?: PayHandler; fee?: (body: unknown) => Response } = {},
) {
  const state: Payouts = { currency: 'USD', feeBps: 1000, creators: [], recent: [], ...current };
  const payOut: PayHandler = ({ creatorId, amountCents, note }) => {
    const creator = state.creators.find((c) => c.creatorId === creatorId);
    if (!creator) return apiError(404, 'not_found', 'No such creator');
    const payout = makePayout({
      creatorId,
      amountCents,
      method: creator.stripeAccount ? 'stripe' : 'manual',
      transferRef: creator.stripeAccount ? 'tr_1Payout' : null,
      note: note ?? null,
      createdAt: '2026-03-05T10:00:00.000Z',
    });
    creator.balanceCents -= amountCents;
    creator.paidOutCents += amountCents;
    state.recent = [payout, ...state.recent];
    return json({ payout }, 201);
  };
  const session = signedIn({ user_role: 'admin' });
  const api = fakeApi({
    'GET /api/auth/session': () => json(session),
    [PAYOUTS]: () => json(state),
    [PAY]: (body) => (pay ?? payOut)(body as Parameters<PayHandler>[0]),
    [FEE]: (body) => {
      if (fee) return fee(body);
      const { feeBps } = body as { feeBps: number };
      state.feeBps = feeBps;
      return json({ feeBps });
    },
  });
  // The whole app, so that axe sees the page's landmarks around the console.
  renderApp(path);
  return { api, state, csrf: session.session?.csrfToken, user: userEvent.setup() };
}

const mika = () =>
  makePayoutCreator({
    name: 'Mika Tanaka',
    email: 'mika@example.com',
    balanceCents: 12050,
    pendingCents: 4000,
    paidOutCents: 30000,
  });
const ken = () =>
  makePayoutCreator({ name: 'Ken Sato', balanceCents: 8000, pendingCents: 0, stripeAccount: 'acct_1Ken' });

describe('Payouts tab', () => {
  it('lists what each creator is owed, how they are paid, and the recent payouts', async () => {
    const m = mika();
    const k = ken();
    const idle = makePayoutCreator({ name: 'Idle Creator', balanceCents: 0, pendingCents: 2500 });
    setup({
      creators: [m, k, idle],
      recent: [
        makePayout({ creatorId: k.creatorId, method: 'stripe', amountCents: 2000, transferRef: 'tr_9Old' }),
      ],
    });
    // The table is the wide-screen view; the card list beside it (hidden by CSS) holds the same figures.
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Mika Tanaka/ });
    expectTexts(row, 'mika@example.com', '$120.50', '$40.00', '$300.00', 'Manual');
    expect(within(table).getByRole('row', { name: /Ken Sato/ })).toHaveTextContent(
      'Stripe transfer acct_1Ken',
    );
    const idleRow = within(table).getByRole('row', { name: /Idle Creator/ });
    expect(within(idleRow).queryByRole('button')).not.toBeInTheDocument();
    expect(idleRow).toHaveTextContent('Nothing due');

    const history = screen.getByText('tr_9Old').closest('li');
    expectTexts(history, 'Mar 4, 2026', 'Ken Sato', '$20.00', 'Stripe transfer');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when no creator has earnings yet', async () => {
    setup();
    expect(await screen.findByText('No creator has earnings yet')).toBeInTheDocument();
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the payouts could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      [PAYOUTS]: () =>
        fail
          ? apiError(500, 'internal', 'boom')
          : json({ currency: 'USD', feeBps: 1000, creators: [mika()], recent: [] }),
    });
    renderConsoleAt('/us/en/admin?tab=payouts');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payouts could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Mika Tanaka');
  });

  it('records a manual payout of the amount typed, with its note, after saying no money is sent', async () => {
    const m = mika();
    const { api, csrf, user } = setup({ creators: [m] });
    await user.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Pay out Mika Tanaka' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Pay out Mika Tanaka?' });
    expect(dialog).toHaveTextContent('this payout is only recorded: Kenja sends no money');
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ });
    expect(amount).toHaveValue('120.50');
    expect(await axeViolations()).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), '  Bank ref 42 ');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out $100.00' }));

    expect(
      await screen.findByText('Recorded a manual payout of $100.00 to Mika Tanaka.', { exact: false }),
    ).toBeInTheDocument();
    expect(api.callsTo(PAY)).toEqual([
      { route: PAY, body: { creatorId: m.creatorId, amountCents: 10000, note: 'Bank ref 42' }, csrf },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Fetched again: the balance left and the payout in the list.
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Mika Tanaka/ });
    expect(await within(row).findByText('$20.50')).toBeInTheDocument();
    expect(screen.getByText('Bank ref 42').closest('li')).toHaveTextContent('$100.00');
  });

  it('transfers the whole balance to a connected Stripe account', async () => {
    const k = ken();
    const { api, user } = setup({ creators: [k] });
    await user.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Pay out Ken Sato' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Pay out Ken Sato?' });
    expect(dialog).toHaveTextContent(
      'Kenja transfers the amount to Ken Sato’s connected Stripe account (acct_1Ken)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay out $80.00' }));
    expect(
      await screen.findByText('Sent $80.00 to Ken Sato’s Stripe account (transfer tr_1Payout).'),
    ).toBeInTheDocument();
    expect(api.callsTo(PAY)[0]?.body).toEqual({ creatorId: k.creatorId, amountCents: 8000 });
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Ken Sato/ });
    expect(await within(row).findByText('Nothing due')).toBeInTheDocument();
  });

  it('asks for an amount within the balance before sending anything', async () => {
    const { api, user } = setup({ creators: [mika()] });
    await user.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Pay out Mika Tanaka' }),
    );
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });

    await user.clear(amount);
    await user.type(amount, '120.51');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out' }));
    expect(dialog).toHaveTextContent('That is more than the balance of $120.50.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '12.345');
    expect(dialog).toHaveTextContent('Enter an amount in dollars and cents, like 120.50.');
    expect(api.callsTo(PAY)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and fetches the balances again", async () => {
    const { api, user } = setup(
      { creators: [mika()] },
      { pay: () => apiError(409, 'conflict', PAYOUT_REFUSALS.overBalance) },
    );
    await user.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Pay out Mika Tanaka' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out $120.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not pay out Mika Tanaka: The payout is more than the creator’s balance.',
    );
    expect(api.callsTo(PAYOUTS).length).toBeGreaterThan(1);
  });

  it('says when Stripe refuses the transfer, in Japanese too', async () => {
    const { user } = setup(
      { creators: [ken()] },
      {
        path: '/jp/ja/admin?tab=payouts',
        pay: () =>
          apiError(
            409,
            'conflict',
            `${PAYOUT_REFUSALS.stripeRefused} to acct_1Ken: Insufficient funds. Nothing was paid out or recorded.`,
          ),
      },
    );
    expect(await refusalInJapanese(user, 'Ken Sato', '$80.00（約12,000円）')).toHaveTextContent(
      'Ken Sato に支払えませんでした：Stripe が送金を拒否しました。支払いは行われず、記録もされていません。',
    );
  });

  it('says the refusal in Japanese on Japanese pages, with amounts in dollars and their yen estimate', async () => {
    const { user } = setup(
      { creators: [mika()] },
      {
        path: '/jp/ja/admin?tab=payouts',
        pay: () => apiError(409, 'conflict', PAYOUT_REFUSALS.nothingDue),
      },
    );
    expect(await screen.findByRole('tab', { name: '支払い' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Mika Tanaka/ })).toHaveTextContent('$120.50約18,075円');
    expect(await refusalInJapanese(user, 'Mika Tanaka', '$120.50（約18,075円）')).toHaveTextContent(
      'Mika Tanaka に支払えませんでした：このクリエイターには支払える残高がありません。',
    );
  });

  it('sets the platform fee as a percentage and says it was saved', async () => {
    const { api, user } = setup({ creators: [mika()] });
    const fee = await screen.findByRole('textbox', { name: 'Platform fee (%)' });
    expect(fee).toHaveValue('10');
    expect(screen.getByText(/Kenja keeps 10% of each sale/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save fee' })).toBeDisabled();

    await user.clear(fee);
    await user.type(fee, '60');
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(
      screen.getByText('Enter a percentage from 0 to 50%, with at most two decimals.'),
    ).toBeInTheDocument();
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(FEE)).toEqual([]);

    await user.clear(fee);
    await user.type(fee, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('Saved. Sales from now on pay a 12.5% fee.')).toBeInTheDocument();
    expect(api.callsTo(FEE)[0]?.body).toEqual({ feeBps: 1250 });
    expect(screen.getByText(/Kenja keeps 12.5% of each sale/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save fee' })).toBeDisabled();
  });

  it("shows the server's objection to a fee", async () => {
    const { user } = setup(
      {},
      { fee: () => apiError(400, 'validation', 'feeBps: The fee can be at most 50%') },
    );
    const fee = await screen.findByRole('textbox', { name: 'Platform fee (%)' });
    await user.clear(fee);
    await user.type(fee, '0');
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The fee could not be saved.');
    expect(alert).toHaveTextContent('The fee can be at most 50%');
  });
});
