// @vitest-environment happy-dom
// The form's error: nothing without a message; with one, a single alert a screen reader hears at once.
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormError } from './form-error';

afterEach(cleanup);

describe('FormError', () => {
  it('renders nothing without a message', () => {
    render(
      <UiProvider>
        <FormError>{null}</FormError>
        <FormError>{''}</FormError>
      </UiProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the message as one alert', () => {
    render(
      <UiProvider>
        <FormError>The decision could not be saved</FormError>
      </UiProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The decision could not be saved');
  });
});
