// Every table and column of the schema is either exported or left out with a reason: a table or a
// column added later fails here until the export (and with it the import) covers it.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportRowSchemas } from '@provana/contracts/export';
import { TABLES_IN_ORDER } from '../../db/schema';
import { createTestContext, tableNames, type TestContext } from '../../../test/helpers';
import { APP_VERSION } from './export-archive';
import { fileColumns } from './rows';
import { ACCOUNT_COLUMNS_NOT_EXPORTED, COLUMNS_NOT_EXPORTED, NOT_EXPORTED, isDerivedTable } from './not-exported';
import { ACCOUNT_COLUMNS, AUDIO_TABLE, LINK_TABLES, SINGLE_ROW_TABLES } from './special-tables';
import { TABLE_SPECS } from './tables';

/** Bookkeeping of the database itself, not of any account: the version and the derived (search) tables. */
const INTERNAL = (name: string) => name === 'schema_version' || isDerivedTable(name);

const classified = (table: string) =>
  [
    TABLE_SPECS.some((s) => s.table === table),
    (Object.values(LINK_TABLES) as string[]).includes(table),
    (SINGLE_ROW_TABLES as string[]).includes(table),
    AUDIO_TABLE === table,
    table in NOT_EXPORTED,
  ].filter(Boolean).length;

describe('the export covers the schema', () => {
  let t: TestContext;
  let columns: Map<string, string[]>;
  beforeAll(async () => {
    t = await createTestContext();
    const tables = await t.db.kysely.introspection.getTables();
    columns = new Map(tables.map((table) => [table.name, table.columns.map((c) => c.name)]));
  });

  it('puts every table of the schema in exactly one place: a file, account.json/settings.json, audio/, or left out with a reason', () => {
    for (const table of TABLES_IN_ORDER) expect({ table, places: classified(table) }).toEqual({ table, places: 1 });
  });

  it('knows every table the database really has', async () => {
    const known = new Set<string>(TABLES_IN_ORDER);
    for (const name of await tableNames(t.db)) if (!INTERNAL(name)) expect({ table: name, inSchema: known.has(name) }).toEqual({ table: name, inSchema: true });
  });

  it('exports every column of each exported table, or says why not', () => {
    for (const spec of TABLE_SPECS) {
      const exported = new Set([...fileColumns(spec), ...Object.keys(COLUMNS_NOT_EXPORTED), ...Object.keys(spec.omit ?? {})]);
      for (const column of columns.get(spec.table) ?? [])
        expect({ table: spec.table, column, covered: exported.has(column) }).toEqual({ table: spec.table, column, covered: true });
      for (const column of fileColumns(spec)) expect(columns.get(spec.table)).toContain(column);
    }
    for (const [table, listed] of Object.entries(ACCOUNT_COLUMNS)) {
      for (const column of columns.get(table) ?? []) {
        const covered =
          listed.includes(column) ||
          `${table}.${column}` in ACCOUNT_COLUMNS_NOT_EXPORTED ||
          (table === 'assistant_settings' && column === 'executive_id') ||
          column === 'executive_id';
        expect({ table, column, covered }).toEqual({ table, column, covered: true });
      }
    }
  });

  it('keeps each file’s schema and its table’s columns the same', () => {
    for (const spec of TABLE_SPECS) {
      const keys = Object.keys(exportRowSchemas[spec.file].shape)
        .filter((k) => k !== 'audio')
        .sort();
      expect({ file: spec.file, keys }).toEqual({ file: spec.file, keys: fileColumns(spec).sort() });
    }
  });

  it('writes the product’s version into the manifest', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
  });
});
