import { Pagination } from '@mantine/core';
import { paginationTexts } from './texts.ts';

/** The pages of a list: Mantine's pagination, small, its arrows named in Thai for screen readers. */
export function Pages({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size="sm"
      getControlProps={(control) => ({ 'aria-label': paginationTexts[control] })}
    />
  );
}
