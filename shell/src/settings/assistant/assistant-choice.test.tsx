// @vitest-environment happy-dom
import type { AssistantSettings } from '@provana/contracts';
import { UiProvider } from '@provana/ui';
import { cleanup, render as renderInDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistantChoiceFieldset, BUILT_IN_LABEL, NOT_CONFIGURED, WHAT_IS_SENT } from './assistant-choice';

afterEach(cleanup);

function render(element: ReactNode) {
  return renderInDom(<UiProvider>{element}</UiProvider>);
}

const radios = () => screen.getAllByRole<HTMLInputElement>('radio');
const labelOf = (radio: HTMLInputElement) => radio.closest('label')?.textContent;

const configured: AssistantSettings = {
  modelConfigured: true,
  model: { name: 'llama3.2', host: 'localhost:11434' },
  choice: 'built-in',
  transcribeOnServer: false,
};
const unconfigured: AssistantSettings = { modelConfigured: false, model: null, choice: 'built-in', transcribeOnServer: false };

describe('the Assistant fieldset', () => {
  it('offers the built-in engine and the configured model by name and host, under the legend "Assistant", saying what is sent', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<AssistantChoiceFieldset settings={configured} value="built-in" saving={false} error={null} onChoose={onChoose} />);
    const fieldset = screen.getByRole('group', { name: 'Assistant' });
    expect(radios().map(labelOf)).toEqual([BUILT_IN_LABEL, 'llama3.2 on localhost:11434']);
    expect(radios().map((r) => r.checked)).toEqual([true, false]);
    const description = document.getElementById(fieldset.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(WHAT_IS_SENT);

    await user.click(screen.getByRole('radio', { name: 'llama3.2 on localhost:11434' }));
    expect(onChoose).toHaveBeenCalledWith('model');
  });

  it('shows the built-in engine as the only option, and why, when the operator configured no model', async () => {
    const { container } = render(<AssistantChoiceFieldset settings={unconfigured} value="built-in" saving={false} error={null} onChoose={() => {}} />);
    expect(radios().map(labelOf)).toEqual([BUILT_IN_LABEL]);
    expect(radios()[0]?.checked).toBe(true);
    expect(container.textContent).toContain(NOT_CONFIGURED);
    expect(container.textContent).not.toContain(WHAT_IS_SENT);
  });

  it('marks the group busy while saving and points to the error when the save failed', async () => {
    render(<AssistantChoiceFieldset settings={configured} value="model" saving error="No model is configured on this server" onChoose={() => {}} />);
    const fieldset = screen.getByRole('group', { name: 'Assistant' });
    expect(fieldset.getAttribute('aria-busy')).toBe('true');
    expect(fieldset.getAttribute('aria-describedby')).toContain('settings-assistant-error');
    expect(radios().map((r) => r.checked)).toEqual([false, true]);
  });
});
