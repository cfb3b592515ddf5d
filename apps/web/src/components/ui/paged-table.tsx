import { Pagination, type PaginationProps } from './pagination';
import { Table, type TableProps } from './table';

/** The one data table with its pages below it (the lists in dialogs and panels that have no search). */
export function PagedTable<Row>({ paging, ...table }: TableProps<Row> & { paging: PaginationProps }) {
  return (
    <>
      <Table {...table} />
      <div className="mt-3">
        <Pagination {...paging} />
      </div>
    </>
  );
}
