import { describe, expect, it } from 'vitest';
import type { Reflection } from '@provana/contracts';
import { renderToHtml, textOf } from '@provana/dev-harness/test-support';
import { CHART_WEEKS, ReflectionChart } from './reflection-chart';

const week = (i: number, made: number): Reflection => ({
  id: i, weekStart: `2025-0${Math.floor(i / 4) + 1}-${String((i % 4) * 7 + 3).padStart(2, '0')}`, strategicDecisionsMade: made, delayedDecisions: 1, delegatedTasks: 2, missedPersonalEvent: false, selfInsight: '',
});

describe('ReflectionChart', () => {
  it('is a titled image with the same numbers in a table, oldest week first', () => {
    const html = renderToHtml(<ReflectionChart reflections={[week(1, 5), week(0, 3)]} />);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="([^"]+)"/);
    expect(html).toContain('<title id=');
    const text = textOf(html);
    expect(text).toContain('Week of Decisions made Delayed Delegated Jan 3, 2025 3 1 2 Jan 10, 2025 5 1 2');
    expect(html.match(/data-series="strategicDecisionsMade"/g)).toHaveLength(2);
  });

  it(`draws at most the latest ${CHART_WEEKS} weeks`, () => {
    const weeks = Array.from({ length: 10 }, (_, i) => week(i, i));
    const html = renderToHtml(<ReflectionChart reflections={weeks} />);
    expect(html.match(/data-series="delegatedTasks"/g)).toHaveLength(CHART_WEEKS);
    expect(html).not.toContain('data-series="strategicDecisionsMade" data-value="1"');
    expect(html).toContain('data-series="strategicDecisionsMade" data-value="2"');
    expect(html).toContain('data-series="strategicDecisionsMade" data-value="9"');
  });
});
