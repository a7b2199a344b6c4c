// @vitest-environment happy-dom
// A subscribed calendar's occurrence on the day timeline: read-only, named by its calendar.
import { renderWithProviders } from '@provana/dev-harness/test-support';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaticItem } from './static-item';
import type { TimelineItem } from './timeline-items';

const box = { top: '0px', height: '60px', left: '0px', width: '100px' };
const subscribed: TimelineItem = {
  id: 'subscribed-sub-3-1-1',
  kind: 'subscribed',
  title: 'Design review',
  source: { name: 'Work', colour: 'teal' },
  start: 840,
  end: 900,
  movable: false,
};

describe('a subscribed calendar’s occurrence on the timeline', () => {
  it('shows and says "From <calendar>", read-only, with nothing to press or focus', () => {
    const { container } = renderWithProviders(
      <ul>
        <StaticItem item={subscribed} box={box} conflicts={['Plan']} density="roomy" />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item.getAttribute('data-source')).toBe('Work');
    expect(within(item).getByText('From Work: Design review, 2:00 PM to 3:00 PM, conflicts with Plan, read-only')).toBeTruthy();
    // The visible text names the calendar too.
    expect(item.querySelector('[aria-hidden="true"]')?.textContent).toContain('From Work: Design review');
    expect(within(item).queryAllByRole('button')).toEqual([]);
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });
});
