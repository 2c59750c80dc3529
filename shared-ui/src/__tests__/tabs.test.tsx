import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { lightTheme } from '../theme';
import { TabPanel, Tabs } from '../tabs';
import { renderWithProviders } from '../testing/render-with-providers';

const TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'payments', label: 'Payments' },
  { id: 'users', label: 'Users' },
] as const;

function Sections() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('dashboard');
  return (
    <>
      <Tabs tabs={TABS} active={tab} onSelect={setTab} label="Admin sections" />
      <TabPanel id={tab}>{tab} content</TabPanel>
    </>
  );
}

describe('Tabs and TabPanel', () => {
  it('is a named tablist whose selected tab controls the focusable panel that names it', () => {
    renderWithProviders(<Sections />, { theme: lightTheme });
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { name: 'Dashboard' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Dashboard' });
    expect(selected).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('tabindex', '0');
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends, and focuses the new tab', () => {
    renderWithProviders(<Sections />, { theme: lightTheme });
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('users content');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(screen.getByRole('tabpanel', { name: 'Payments' })).toBeInTheDocument();
  });
});
