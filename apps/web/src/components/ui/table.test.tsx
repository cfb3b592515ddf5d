import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './table';

interface Row {
  id: number;
  name: string;
  size: number;
}
const COLUMNS: TableColumn<Row>[] = [
  { key: 'name', sortKey: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'size', sortKey: 'size', header: 'Size', numeric: true, cell: (r) => r.size },
  { key: 'note', header: 'Note', cell: () => '—' },
];
const ROWS: Row[] = [
  { id: 1, name: 'Alpha', size: 10 },
  { id: 2, name: 'Beta', size: 20 },
];

describe('Table', () => {
  afterEach(cleanup);

  it('says which column it is sorted by and sorts the other way, or by another column, on a press', () => {
    const onSort = vi.fn();
    render(
      <Table
        caption="Things"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        empty="Nothing"
        sort={{ by: 'name', order: 'ASC', onSort }}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['ascending', null, null]);
    expect(within(headers[2]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(headers[0]!).getByRole('button', { name: 'Name' }));
    fireEvent.click(within(headers[1]!).getByRole('button', { name: 'Size' }));
    expect(onSort.mock.calls).toEqual([
      ['name', 'DESC'],
      ['size', 'ASC'],
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Things' })).toHaveProperty('tabIndex', 0);
    expect(screen.queryByText('Nothing')).toBeNull();
  });

  it('shows its empty state under the headers when there are no rows', () => {
    render(<Table caption="Things" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} empty="Nothing yet." />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
  });
});
