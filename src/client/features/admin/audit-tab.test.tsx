import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '../../../common/contracts/audit';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderConsoleAt } from './test-utils';
import { axeViolations } from '../../test/axe';

const AUDIT = 'GET /api/admin/audit';

const admin = { id: 'a1', name: 'Aiko Admin', email: 'aiko@example.com' };
const buyer = { id: 'u1', name: 'Ren Mori', email: 'ren@example.com' };

function event(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 'e1',
    action: 'order_read',
    actor: admin,
    subject: buyer,
    orderId: 'o1',
    title: null,
    amountCents: null,
    currency: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

describe('the audit log tab', () => {
  it('lists who read or refunded whose order, newest first, with a link to the order', async () => {
    const page: AuditPage = {
      total: 2,
      events: [
        event({
          id: 'e2',
          action: 'order_refunded',
          title: 'Knife Skills',
          amountCents: 2999,
          currency: 'USD',
          createdAt: '2026-03-05T10:00:00.000Z',
        }),
        event({ subject: null }),
      ],
    };
    fakeApi({ [AUDIT]: () => json(page) });
    renderConsoleAt('/us/en/admin?tab=audit');
    const list = await screen.findByRole('list', { name: 'Audit records, newest first' });
    const [refund, read] = within(list).getAllByRole('listitem');
    expect(refund).toHaveTextContent('Aiko Admin refunded “Knife Skills” ($29.99) in the order of Ren Mori');
    expect(within(refund!).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/us/en/orders/o1',
    );
    expect(read).toHaveTextContent('Aiko Admin read the order of A deleted account');
    // The tab's panel only: the page's landmarks are the shell's, checked in the e2e walk.
    expect(await axeViolations(screen.getByRole('tabpanel'))).toEqual([]);
  });

  it('says when nothing was recorded, in Japanese', async () => {
    fakeApi({ [AUDIT]: () => json({ total: 0, events: [] }) });
    renderConsoleAt('/jp/ja/admin?tab=audit');
    expect(await screen.findByText('まだ記録はありません')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '監査ログ' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the log could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      [AUDIT]: () => (fail ? apiError(500, 'internal', 'boom') : json({ total: 1, events: [event()] })),
    });
    renderConsoleAt('/us/en/admin?tab=audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/read the order of Ren Mori/)).toBeInTheDocument();
  });
});
