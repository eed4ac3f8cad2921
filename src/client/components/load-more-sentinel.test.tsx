import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { LoadMoreSentinel } from './load-more-sentinel';

const PAGE = 10;
const TOTAL = 25;

/** A list of TOTAL rows, PAGE a page; every page read is recorded, and held while `hold` is set. */
function pagedSource() {
  const reads: number[] = [];
  let release: (() => void) | null = null;
  const source = {
    reads,
    hold: false,
    release: () => release?.(),
    async page(offset: number) {
      reads.push(offset);
      if (source.hold) await new Promise<void>((resolve) => (release = resolve));
      const rows = Array.from({ length: Math.max(0, Math.min(PAGE, TOTAL - offset)) }, (_, i) => `row ${offset + i}`);
      return { rows, offset };
    },
  };
  return source;
}

function Rows({ source }: { source: ReturnType<typeof pagedSource> }) {
  const query = useInfiniteQuery({
    queryKey: ['rows'],
    queryFn: ({ pageParam }) => source.page(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.rows.length < PAGE ? undefined : last.offset + PAGE),
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <>
      <p>{rows.length} rows</p>
      <button type="button" onClick={() => void query.refetch()}>
        refresh
      </button>
      <LoadMoreSentinel query={query} />
    </>
  );
}

function renderRows(source: ReturnType<typeof pagedSource>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Rows source={source} />
    </QueryClientProvider>,
  );
}

it('loads the next page each time the end comes within 100 px, and none after the last', async () => {
  const observer = installFakeIntersectionObserver();
  const source = pagedSource();
  renderRows(source);
  expect(await screen.findByText('10 rows')).toBeInTheDocument();
  expect(observer.options()?.rootMargin).toBe('0px 0px 100px 0px');
  observer.reachEnd();
  expect(await screen.findByText('20 rows')).toBeInTheDocument();
  observer.reachEnd();
  expect(await screen.findByText('25 rows')).toBeInTheDocument();
  observer.reachEnd();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(source.reads).toEqual([0, 10, 20]);
});

it('on a screen where the end stays in view, reads page after page without a scroll', async () => {
  const observer = installFakeIntersectionObserver();
  const source = pagedSource();
  renderRows(source);
  expect(await screen.findByText('10 rows')).toBeInTheDocument();
  observer.keepEndInView();
  expect(await screen.findByText('25 rows')).toBeInTheDocument();
  expect(source.reads).toEqual([0, 10, 20]);
});

it('asks for the next page once a refetch that was running when the end came into view ends', async () => {
  const observer = installFakeIntersectionObserver();
  const source = pagedSource();
  renderRows(source);
  expect(await screen.findByText('10 rows')).toBeInTheDocument();
  // A refetch of the first page (a live update, a pull to refresh) is in flight when the end comes into view.
  source.hold = true;
  screen.getByRole('button', { name: 'refresh' }).click();
  await waitFor(() => expect(source.reads).toEqual([0, 0]));
  observer.keepEndInView();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(source.reads).toEqual([0, 0]);
  // The refetch ends with the end still in view: the sentinel asks again, without another scroll.
  source.hold = false;
  source.release();
  expect(await screen.findByText('25 rows')).toBeInTheDocument();
  expect(source.reads).toEqual([0, 0, 10, 20]);
});
