import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactTabs } from './ContactTabs';

const TABS = [
  { value: 'one', label: 'One', panel: <p>First panel</p> },
  { value: 'two', label: 'Two', panel: <p>Second panel</p> },
  { value: 'three', label: 'Three', panel: <p>Third panel</p> },
] as const;

describe('ContactTabs', () => {
  it('moves on from the focused tab while the selection has not caught up yet', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    // `active` stays 'one', as while a navigation's transition waits for a panel's code.
    render(<ContactTabs id="t" label="Kinds" tabs={TABS} active="one" onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    expect(onSelect.mock.calls).toEqual([
      ['two', 'key'],
      ['three', 'key'],
      ['one', 'key'],
    ]);
  });

  it('shows only the selected panel, labelled by its tab', () => {
    render(<ContactTabs id="t" label="Kinds" tabs={TABS} active="two" onSelect={() => {}} />);
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    expect(screen.queryByText('First panel')).not.toBeVisible();
  });
});
