import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_GROUPS, type AuditEvent, type AuditPage } from '../../../common/contracts/audit';
import { axeViolations } from '../../test/axe';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderConsoleAt } from './test-utils';
import { expectTexts } from '../../test/expectations';

const AUDIT = 'GET /api/admin/audit';

const admin = { id: 'a1', name: 'Aiko Admin', email: 'aiko@example.com' };
const buyer = { id: 'u1', name: 'Ren Mori', email: 'ren@example.com' };
const base = { actor: admin, subject: buyer, orderId: null, createdAt: '2026-03-04T10:00:00.000Z' };

type Base = keyof typeof base;
/** A record of one action: its detail, and who, whom, which order and when where they differ from `base`. */
type RecordOf<E> = E extends AuditEvent ? Omit<E, 'id' | Base> & Partial<Pick<E, Base>> : never;

let ids = 0;
/** A record as the server sends it. */
function event(record: RecordOf<AuditEvent>): AuditEvent {
  ids += 1;
  return { id: `e${ids}`, ...base, ...record } as AuditEvent;
}

const EVENTS: AuditEvent[] = [
  event({ action: 'user_role_changed', detail: { before: 'user', after: 'creator' } }),
  event({ action: 'user_disabled', detail: { before: 'active', after: 'disabled' } }),
  event({ action: 'platform_fee_changed', subject: null, detail: { before: 1000, after: 2500 } }),
  event({
    action: 'payout_made',
    detail: {
      payoutId: 'p1',
      amountCents: 1000,
      currency: 'USD',
      method: 'manual',
      transferRef: null,
      note: 'March',
      before: 4500,
      after: 3500,
    },
  }),
  event({
    action: 'system_prompts_changed',
    subject: null,
    detail: { en: { before: 'Answer briefly.', after: 'Answer from the sources only.' } },
  }),
  event({
    action: 'user_role_changed',
    actor: null,
    detail: { before: 'user', after: 'admin', via: 'admin_emails' },
  }),
  event({
    action: 'hidden_text_removed',
    actor: null,
    subject: null,
    detail: {
      route: 'POST /oauth/register',
      fields: 'client_name',
      reasons: 'hidden_text, override_instructions',
    },
  }),
  event({
    action: 'order_refunded',
    orderId: 'o1',
    detail: { packId: 'k1', title: 'Knife Skills', amountCents: 2999, currency: 'USD' },
  }),
  event({ action: 'order_read', subject: null, orderId: 'o1', detail: {} }),
];

/** The log's rows (each record is one item of the list; what changed is a list inside it). */
function rows(name = 'Audit records, newest first'): HTMLElement[] {
  const list = screen.getByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

/** A fake log that filters as the server does, by action or group; records each query it was asked. */
function fakeLog(events: AuditEvent[]) {
  const queries: URLSearchParams[] = [];
  const api = fakeApi({
    [AUDIT]: (_body, url) => {
      queries.push(url.searchParams);
      const action = url.searchParams.get('action');
      const group = url.searchParams.get('group') as keyof typeof AUDIT_GROUPS | null;
      const actions: readonly string[] | null = action ? [action] : group ? AUDIT_GROUPS[group] : null;
      const matching = events.filter((e) => (actions ? actions.includes(e.action) : true));
      return json({ total: matching.length, events: matching } satisfies AuditPage);
    },
  });
  return { api, queries, last: () => queries.at(-1) ?? new URLSearchParams() };
}

describe('the audit log tab', () => {
  it('words every record: who did what to whom, and what changed before → after', async () => {
    fakeLog(EVENTS);
    renderConsoleAt('/us/en/admin?tab=audit');
    expect(await screen.findByText('9 records')).toBeInTheDocument();
    const [role, disabled, fee, payout, prompts, promoted, hidden, refund, read] = rows();
    expectTexts(role, 'Aiko Admin changed the role of Ren Mori', 'Role: User → Creator');
    expectTexts(disabled, 'Aiko Admin disabled the account of Ren Mori', 'Account: Active → Disabled');
    expectTexts(fee, 'Aiko Admin changed Kenja’s fee on sales', 'Fee: 10% → 25%');
    expectTexts(payout, 'Aiko Admin paid out $10.00 to Ren Mori', 'Balance: $45.00 → $35.00', 'Note: March');
    expect(prompts).toHaveTextContent('Aiko Admin changed the system prompts of answers');
    expect(prompts).not.toHaveTextContent('Japanese prompt');
    await userEvent.click(within(prompts!).getByText('15 → 29 characters (show both)'));
    expect(within(prompts!).getByText('Answer from the sources only.')).toBeVisible();
    expect(promoted).toHaveTextContent(
      'Kenja made Ren Mori an admin: their e-mail is listed in ADMIN_EMAILS',
    );
    expect(hidden).toHaveTextContent(
      'Hidden text removed from client_name (POST /oauth/register), sent by an anonymous caller',
    );
    expect(hidden).toHaveTextContent(
      "Found: text hidden in invisible characters, orders overriding the assistant's instructions",
    );
    expect(refund).toHaveTextContent('Aiko Admin refunded “Knife Skills” ($29.99) in the order of Ren Mori');
    expect(within(refund!).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/us/en/orders/o1',
    );
    expect(read).toHaveTextContent('Aiko Admin read the order of A deleted account');
    // The tab's panel only: the page's landmarks are the shell's, checked in the e2e walk.
    expect(await axeViolations(screen.getByRole('tabpanel'))).toEqual([]);
  });

  it('speaks Japanese', async () => {
    fakeLog(EVENTS.slice(0, 3));
    renderConsoleAt('/jp/ja/admin?tab=audit');
    expect(screen.getByRole('tab', { name: '監査ログ' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('3件の記録')).toBeInTheDocument();
    const [role, , fee] = rows('監査記録（新しい順）');
    expect(role).toHaveTextContent('Aiko AdminがRen Moriのロールを変更しました');
    expect(role).toHaveTextContent('ロール：ユーザー → クリエイター');
    expect(fee).toHaveTextContent('手数料：10% → 25%');
    expect(screen.getByRole('combobox', { name: '操作' })).toBeInTheDocument();
  });

  it('filters by action or group, by person and by days, and says when nothing matches', async () => {
    const log = fakeLog(EVENTS);
    renderConsoleAt('/us/en/admin?tab=audit');
    await screen.findByText('9 records');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Platform fee changed');
    expect(await screen.findByText('1 record')).toBeInTheDocument();
    expect(log.last().get('action')).toBe('platform_fee_changed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'All: Accounts');
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    expect(log.last().get('group')).toBe('accounts');
    expect(log.last().has('action')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Done by' }), 'aiko');
    await user.type(screen.getByRole('searchbox', { name: 'Concerning' }), 'ren@');
    await expect.poll(() => [log.last().get('actor'), log.last().get('subject')]).toEqual(['aiko', 'ren@']);

    // Days are the browser's own: the range runs from the first day's start to the start of the day after the last.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-04' } });
    await expect
      .poll(() => [log.last().get('from'), log.last().get('to')])
      .toEqual([new Date(2026, 2, 1).toISOString(), new Date(2026, 2, 5).toISOString()]);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    expect(
      await screen.findByText('The last day is before the first; the days are not applied.'),
    ).toBeVisible();
    // Never asked for: the records shown are those of the other filters, without the days.
    expect(log.queries.filter((query) => query.get('to') === new Date(2026, 1, 2).toISOString())).toEqual([]);
    expect(screen.getByText('3 records')).toBeInTheDocument();
  });

  it('says when no record matches, and shows every record again', async () => {
    fakeLog(EVENTS);
    renderConsoleAt('/us/en/admin?tab=audit');
    await screen.findByText('9 records');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      'Pack deleted by an admin',
    );
    expect(await screen.findByText('No records match these filters')).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('tabpanel'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show every record' }));
    expect(await screen.findByText('9 records')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
  });

  it('says it is loading, then that nothing was recorded yet', async () => {
    let answer: (page: AuditPage) => void = () => undefined;
    fakeApi({ [AUDIT]: () => new Promise((resolve) => (answer = (page) => resolve(json(page)))) });
    renderConsoleAt('/us/en/admin?tab=audit');
    expect(await screen.findByText('Loading the audit log…')).toBeInTheDocument();
    answer({ total: 0, events: [] });
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when the log could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      [AUDIT]: () => (fail ? apiError(500, 'internal', 'boom') : json({ total: 1, events: [EVENTS[8]] })),
    });
    renderConsoleAt('/us/en/admin?tab=audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/read the order of A deleted account/)).toBeInTheDocument();
  });
});
