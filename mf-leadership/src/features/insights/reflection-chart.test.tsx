// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Reflection } from '@provana/contracts';
import { renderWithProviders } from '@provana/dev-harness/test-support';
import { CHART_WEEKS, ReflectionChart } from './reflection-chart';

afterEach(cleanup);

const week = (i: number, made: number): Reflection => ({
  id: i,
  weekStart: `2025-0${Math.floor(i / 4) + 1}-${String((i % 4) * 7 + 3).padStart(2, '0')}`,
  strategicDecisionsMade: made,
  delayedDecisions: 1,
  delegatedTasks: 2,
  missedPersonalEvent: false,
  selfInsight: '',
});

/** The chart's accessible table, row by row, as a screen reader reads it. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

/** The bars drawn for one series, by the value each one shows. */
const bars = (series: string) => [...document.querySelectorAll(`rect[data-series="${series}"]`)].map((r) => Number(r.getAttribute('data-value')));

describe('ReflectionChart', () => {
  it('is a titled image with the same numbers in a table, oldest week first', () => {
    renderWithProviders(<ReflectionChart reflections={[week(1, 5), week(0, 3)]} />);
    expect(screen.getByRole('img', { name: 'Decisions made, delayed and delegated per week, 2 weeks' })).toBeTruthy();
    expect(tableRows()).toEqual([
      ['Week of', 'Decisions made', 'Delayed', 'Delegated'],
      ['Jan 3, 2025', '3', '1', '2'],
      ['Jan 10, 2025', '5', '1', '2'],
    ]);
    expect(bars('strategicDecisionsMade')).toEqual([3, 5]);
  });

  it(`draws at most the latest ${CHART_WEEKS} weeks`, () => {
    const weeks = Array.from({ length: 10 }, (_, i) => week(i, i));
    renderWithProviders(<ReflectionChart reflections={weeks} />);
    expect(bars('delegatedTasks')).toHaveLength(CHART_WEEKS);
    expect(bars('strategicDecisionsMade')).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(tableRows()).toHaveLength(CHART_WEEKS + 1);
  });
});
