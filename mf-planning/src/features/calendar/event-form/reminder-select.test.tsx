// @vitest-environment happy-dom
// The Reminder field: labelled, none by default, every choice the API takes, the value as minutes.
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReminderMinutes } from '@provana/contracts';
import { ReminderSelect } from './reminder-select';

afterEach(cleanup);

function Harness({ onChange }: { onChange: (m: ReminderMinutes | null) => void }) {
  const [value, setValue] = useState<ReminderMinutes | null>(null);
  return (
    <ReminderSelect
      value={value}
      onChange={(m) => {
        setValue(m);
        onChange(m);
      }}
    />
  );
}

describe('ReminderSelect', () => {
  it('offers none and the seven reminders, and gives the choice in minutes', async () => {
    const onChange = vi.fn();
    render(
      <UiProvider>
        <Harness onChange={onChange} />
      </UiProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Reminder' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'At the start', '5 minutes before', '10 minutes before', '15 minutes before', '30 minutes before', '1 hour before', '1 day before']);
    expect(select.value).toBe('none');
    await userEvent.selectOptions(select, '15 minutes before');
    expect(onChange).toHaveBeenLastCalledWith(15);
    await userEvent.selectOptions(select, '1 day before');
    expect(onChange).toHaveBeenLastCalledWith(1440);
    await userEvent.selectOptions(select, 'None');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
