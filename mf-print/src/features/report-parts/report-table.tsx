// A plain, printable data table: header row repeated on each printed page, rows never split.
// On a phone's screen (below 30rem) each row is a block of "header: value" lines, so the table fits
// the width; the printed page (A4 or Letter is wider) and larger screens keep the table.
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

// The cells' own align and nowrap are style props, which win over these rules: hence !important.
const stackedRows = {
  display: 'block',
  '& thead': { srOnly: true },
  '& tbody': { display: 'block' },
  '& tr': { display: 'block', borderBottomWidth: '1px', borderColor: 'gray.300', py: '1' },
  '& td': {
    display: 'grid',
    gridTemplateColumns: '7rem minmax(0, 1fr)',
    gap: '2',
    borderBottomWidth: '0',
    py: '0.5',
    textAlign: 'start !important',
    whiteSpace: 'normal !important',
  },
  '& td::before': { content: 'attr(data-label)', fontWeight: 'semibold' },
};
const Table = chakra('table', { base: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm', '@media screen and (max-width: 29.99rem)': stackedRows } });
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
              <Td key={column.header} data-label={column.header} textAlign={column.align ?? 'start'} whiteSpace={column.nowrap ? 'nowrap' : undefined}>
                {/* One grid item beside the label however many nodes the cell has. */}
                <div>{column.cell(row)}</div>
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
