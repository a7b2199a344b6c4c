import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../test/helpers';
import { directReportsRepository } from './direct-reports';

/** Counts the statements a repository runs (one per executed query). */
function countingPlugin() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { counter, plugin };
}

describe('the team list', () => {
  it('counts open action items inside the reports statement: the same two statements however many items there are', async () => {
    const t = await createTestContext();
    const { counter, plugin } = countingPlugin();
    const repo = directReportsRepository({ db: t.db.kysely.withPlugin(plugin), dialect: t.db.dialect });
    const before = await repo.list(1, true);
    expect(before.every((r) => r.open_action_items === 0)).toBe(true);
    const statements = counter.statements;
    expect(statements).toBe(2); // the reports with their counts, and the team's coaching notes

    for (const [i, report] of before.entries()) {
      for (let n = 0; n <= i; n += 1) {
        await t.repos.oneOnOnes.addActionItem(report.id, {
          text: `item ${n}`,
          owner: 'report',
          dueDate: '2025-03-20',
          priorityId: null,
          createdAt: '2025-03-12T09:00:00',
        });
      }
    }
    counter.statements = 0;
    const after = await repo.list(1, true);
    expect(counter.statements).toBe(statements);
    expect(after.map((r) => r.open_action_items)).toEqual(before.map((_r, i) => i + 1));
  });
});
