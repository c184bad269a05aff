import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RejectDialog, type RejectDialogProps } from './reject-dialog';
import { renderAt } from './test-utils';

function setup(path: string, props: Partial<RejectDialogProps> = {}) {
  const reasons: string[] = [];
  let closed = 0;
  renderAt(
    path,
    <RejectDialog
      open
      applicantName="Aiko Mori"
      onConfirm={(reason) => reasons.push(reason)}
      onClose={() => closed++}
      {...props}
    />,
  );
  return { reasons, closed: () => closed, user: userEvent.setup() };
}

describe('RejectDialog', () => {
  it('needs a reason that is not blank', async () => {
    const { reasons, user } = setup('/us/en/admin');
    const dialog = screen.getByRole('dialog', { name: 'Reject Aiko Mori’s application?' });
    const field = within(dialog).getByRole('textbox', { name: 'Reason' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(reasons).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Please add a portfolio. ');
    expect(dialog).toHaveTextContent('26 / 1000');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(reasons).toEqual(['Please add a portfolio.']);
  });

  it('limits the reason to 1000 characters', () => {
    setup('/us/en/admin');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('maxlength', '1000');
  });

  it('cancels, and shows the pending state and a failure', async () => {
    const { closed, user } = setup('/us/en/admin', {
      pending: true,
      error: { text: 'Could not decide on Aiko Mori’s application: It has already been decided.' },
    });
    expect(screen.getByRole('button', { name: 'Rejecting…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('It has already been decided.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closed()).toBe(1);
  });

  it('speaks Japanese under /jp/ja', async () => {
    const { user } = setup('/jp/ja/admin');
    const dialog = screen.getByRole('dialog', { name: 'Aiko Moriの申請を却下しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '申請を却下' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('理由を入力してください。');
    expect(within(dialog).getByRole('textbox', { name: '理由' })).toBeInTheDocument();
  });
});
