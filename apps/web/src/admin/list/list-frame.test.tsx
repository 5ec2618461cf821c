import { Button } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { ListEmptyState, ListResults, NoMatchState } from './list-frame.tsx';
import { ListPager } from './list-pager.tsx';
import { ListSearchInput } from './list-search-input.tsx';
import { nextSort } from './sort-header.tsx';
import { useListState } from './use-list-state.ts';

type State = { q: string; status: string; page: number; limit: number };

function parse(params: URLSearchParams): State {
  return {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    page: Number(params.get('page') ?? 1),
    limit: Number(params.get('limit') ?? 20),
  };
}
function toSearchParams(state: State): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== 20) params.set('limit', String(state.limit));
  return params;
}

/** A list as the admin pages build it: the search, one filter and the pager, all in the URL. */
function ListHarness({ total, totalPages }: { total: number; totalPages: number }) {
  const list = useListState(parse, toSearchParams);
  const { state, update, clear } = list;
  return (
    <>
      <ListSearchInput value={state.q} placeholder="ชื่อ" onSearch={(q, options) => update({ q }, options)} />
      <Button onClick={() => update({ status: 'paid' })}>ชำระแล้ว</Button>
      <Button onClick={clear}>ล้างทั้งหมด</Button>
      <ListPager
        data={{ pagination: { total, totalPages } }}
        list={list}
        totalText={(count) => `ทั้งหมด ${count} รายการ`}
        sizes={[20, 50]}
        perPage="ต่อหน้า"
      />
    </>
  );
}

function renderList(path: string, pages = { total: 45, totalPages: 3 }) {
  return renderRoutes([{ path: '/list', element: <ListHarness {...pages} /> }], path);
}

describe('the search box of an admin list', () => {
  it('writes the search to the URL once typing pauses, replacing the history entry, from page 1', async () => {
    const { router } = renderList('/list?page=2');
    fireEvent.change(screen.getByLabelText('ค้นหา'), { target: { value: 'สมชาย' } });
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('สมชาย')}`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('searches at once on Enter, as a new history entry', () => {
    const { router } = renderList('/list');
    const box = screen.getByLabelText('ค้นหา');
    fireEvent.change(box, { target: { value: 'B-001' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(router.state.location.search).toBe('?q=B-001');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('follows the URL when it changes from outside, and does not write a pending search back', async () => {
    const { router } = renderList('/list?q=old');
    const box = screen.getByLabelText<HTMLInputElement>('ค้นหา');
    expect(box.value).toBe('old');
    fireEvent.click(screen.getByRole('button', { name: 'ล้างทั้งหมด' }));
    await waitFor(() => expect(box.value).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('');
  });

  it('keeps a filter chosen while the typed search waits', async () => {
    const { router } = renderList('/list');
    fireEvent.change(screen.getByLabelText('ค้นหา'), { target: { value: 'แดง' } });
    fireEvent.click(screen.getByRole('button', { name: 'ชำระแล้ว' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('แดง'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('paid');
  });
});

describe('the pager of an admin list', () => {
  it('counts, pages and keeps the filters; a new filter or page size starts again at page 1', async () => {
    const { router } = renderList('/list?status=due&page=2');
    expect(screen.getByText('ทั้งหมด 45 รายการ')).toBeTruthy();
    expect(screen.getByText('ต่อหน้า')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(router.state.location.search).toBe('?status=due&page=3');

    fireEvent.click(screen.getByRole('button', { name: 'ชำระแล้ว' }));
    expect(router.state.location.search).toBe('?status=paid');

    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(router.state.location.search).toBe('?status=paid&page=2');
    fireEvent.click(screen.getByRole('textbox', { name: 'จำนวนรายการต่อหน้า' }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    expect(router.state.location.search).toBe('?status=paid&limit=50');
  });

  it('shows no pages for a single page, and nothing at all for an empty list', () => {
    const { unmount } = renderList('/list', { total: 3, totalPages: 1 });
    expect(screen.getByText('ทั้งหมด 3 รายการ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'หน้าถัดไป' })).toBeNull();
    unmount();
    renderList('/list', { total: 0, totalPages: 0 });
    expect(screen.queryByText(/รายการ$/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'จำนวนรายการต่อหน้า' })).toBeNull();
  });
});

type Query = Parameters<typeof ListResults<string>>[0]['query'];
const listTexts = { loading: 'กำลังโหลด...', loadFailed: 'โหลดข้อมูลไม่สำเร็จ' };
const base: Query = { data: undefined, error: null, isPending: false, isError: false, refetch: () => undefined };

function renderResults(query: Query, empty = <ListEmptyState icon={IconUsers} title="ยังไม่มี" body="เพิ่มได้" />) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <ListResults query={query} texts={listTexts} empty={empty}>
            {(items) => <p>{items.join(', ')}</p>}
          </ListResults>
        ),
      },
    ],
    '/',
  );
}

describe('the body of an admin list', () => {
  it('says it is loading while the first page comes', () => {
    renderResults({ ...base, isPending: true });
    expect(screen.getByRole('status').textContent).toContain('กำลังโหลด...');
  });

  it('shows why it failed, and retries', () => {
    const refetch = vi.fn();
    renderResults({ ...base, isError: true, error: new Error('เครือข่ายขัดข้อง'), refetch });
    expect(screen.getByText('โหลดข้อมูลไม่สำเร็จ')).toBeTruthy();
    expect(screen.getByText('เครือข่ายขัดข้อง')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for no items, and the items otherwise', () => {
    const { unmount } = renderResults({ ...base, data: { items: [] } });
    expect(screen.getByText('ยังไม่มี')).toBeTruthy();
    unmount();
    renderResults({ ...base, data: { items: ['ก', 'ข'] } });
    expect(screen.getByText('ก, ข')).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches them', () => {
    const onClear = vi.fn();
    renderResults(
      { ...base, data: { items: [] } },
      <NoMatchState title="ไม่พบ" body="ลองเปลี่ยนคำค้น" onClear={onClear} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe('nextSort', () => {
  it('flips the order of the same column, and starts another at its first order', () => {
    expect(nextSort({ sortBy: 'name', sortOrder: 'asc' }, 'name', 'asc')).toEqual({
      sortBy: 'name',
      sortOrder: 'desc',
    });
    expect(nextSort({ sortBy: 'name', sortOrder: 'desc' }, 'name', 'asc')).toEqual({
      sortBy: 'name',
      sortOrder: 'asc',
    });
    expect(nextSort({ sortBy: 'name', sortOrder: 'asc' }, 'createdAt', 'desc')).toEqual({
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });
});
