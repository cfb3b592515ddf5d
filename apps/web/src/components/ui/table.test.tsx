import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../testing/screen-width';
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

describe('Table cards on phones', () => {
  const phone = (matches: boolean) => stubScreenWidth(matches);
  const columns: TableColumn<Row>[] = [
    { key: 'name', header: 'Name', inCard: 'title', cell: (r) => r.name },
    { key: 'size', header: 'Net price', numeric: true, cell: (r) => `$${r.size}` },
    {
      key: 'pick',
      header: 'Compare',
      inCard: 'action',
      cell: (r) => <input type="checkbox" aria-label={`Compare ${r.name}`} />,
    },
  ];

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a card per row below 640 px, each figure with its label', () => {
    phone(false);
    render(
      <Table caption="Colleges" columns={columns} rows={ROWS} rowKey={(r) => r.id} empty="None" cards />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Colleges' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Alpha')).toBeTruthy();
    expect(within(cards[0]!).getByRole('term').textContent).toBe('Net price');
    expect(within(cards[0]!).getByRole('definition').textContent).toBe('$10');
    expect(within(cards[1]!).getByRole('checkbox', { name: 'Compare Beta' })).toBeTruthy();
  });

  it('keeps the table from 640 px up', () => {
    phone(true);
    render(
      <Table caption="Colleges" columns={columns} rows={ROWS} rowKey={(r) => r.id} empty="None" cards />,
    );
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("puts the sortable headers as the same buttons above the cards, with a column's control for all rows", () => {
    phone(false);
    const onSort = vi.fn();
    const sortable: TableColumn<Row>[] = [
      {
        key: 'pick',
        header: 'Pick',
        inCard: 'action',
        aboveCards: <input type="checkbox" aria-label="Select every row" />,
        // A row that cannot be picked has no action: its card has no action bar.
        cell: (r) => (r.size > 10 ? <input type="checkbox" aria-label={`Pick ${r.name}`} /> : null),
      },
      ...COLUMNS.map((c) => (c.key === 'name' ? { ...c, inCard: 'title' as const } : c)),
    ];
    render(
      <Table
        caption="Things"
        columns={sortable}
        rows={ROWS}
        rowKey={(r) => r.id}
        empty="Nothing"
        cards
        sort={{ by: 'size', order: 'DESC', onSort }}
      />,
    );
    const sortBy = screen.getByRole('group', { name: 'Sort by' });
    const buttons = within(sortBy).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Name', 'false'],
      ['Size', 'true'],
    ]);
    fireEvent.click(buttons[1]!);
    fireEvent.click(buttons[0]!);
    expect(onSort.mock.calls).toEqual([
      ['size', 'ASC'],
      ['name', 'ASC'],
    ]);
    expect(screen.getByRole('checkbox', { name: 'Select every row' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem');
    expect(within(cards[0]!).queryByRole('checkbox')).toBeNull();
    expect(within(cards[0]!).queryByText('Pick')).toBeNull();
    expect(within(cards[1]!).getByRole('checkbox', { name: 'Pick Beta' })).toBeTruthy();
  });
});
