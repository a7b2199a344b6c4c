// A plain, printable data table: header row repeated on each printed page, rows never split.
import { chakra } from '@provana/ui';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Narrow numeric or date columns. */
  align?: 'start' | 'end';
  /** Dates and times: kept on one line. */
  nowrap?: boolean;
}

const Table = chakra('table', { base: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' } });
const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'semibold', borderBottomWidth: '2px', borderColor: 'gray.700', py: '1.5', px: '2' } });
const Caption = chakra('caption', { base: { srOnly: true } });
const Td = chakra('td', { base: { borderBottomWidth: '1px', borderColor: 'gray.300', py: '1.5', px: '2', verticalAlign: 'top' } });

export function ReportTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string | number }) {
  return (
    <Table>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column.header} scope="col" textAlign={column.align ?? 'start'}>
              {column.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <Td key={column.header} textAlign={column.align ?? 'start'} whiteSpace={column.nowrap ? 'nowrap' : undefined}>
                {column.cell(row)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
