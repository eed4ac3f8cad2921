import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { PagedList, type PagedListTexts } from './paged-list';

const PAGE = 10;
const TEXTS: PagedListTexts = { loading: 'Loading', retry: 'Try again', empty: 'empty', allLoaded: 'All loaded' };

let observer: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  observer = installFakeIntersectionObserver();
});

/** `total` items, PAGE a page; the page at an offset in `failing` fails (once `failing` no longer has it, it loads). */
function source(total: number) {
  const failing = new Set<number>();
  return {
    failing,
    async page(offset: number) {
      if (failing.has(offset)) throw new Error('The list could not be loaded.');
      const data = Array.from({ length: Math.max(0, Math.min(PAGE, total - offset)) }, (_, i) => `item ${offset + i}`);
      return { data, offset };
    },
  };
}

function Items({ from, texts = TEXTS }: { from: ReturnType<typeof source>; texts?: PagedListTexts }) {
  const query = useInfiniteQuery({
    queryKey: ['items'],
    queryFn: ({ pageParam }) => from.page(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.data.length < PAGE ? undefined : last.offset + PAGE),
  });
  return (
    <PagedList query={query} texts={texts}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function show(from: ReturnType<typeof source>, texts?: PagedListTexts) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Items from={from} texts={texts} />
    </QueryClientProvider>,
  );
}

it('shows a loader, then the first page, the next as the end comes near, and All loaded after the short page', async () => {
  show(source(13));
  expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
  expect(screen.queryByText('All loaded')).toBeNull();
  observer.reachEnd();
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(13));
  expect(screen.getByRole('status')).toHaveTextContent('All loaded');
});

it('says empty when there is nothing, and nothing at the end of a list without an All loaded text', async () => {
  show(source(0));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('empty'));

  document.body.innerHTML = '';
  show(source(3), { ...TEXTS, allLoaded: undefined });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  expect(screen.queryByRole('status')).toBeNull();
});

it('shows the error and its retry instead of the list when the first page fails, and the list once retried', async () => {
  const from = source(5);
  from.failing.add(0);
  show(from);
  await waitFor(() => expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument());
  expect(screen.queryByRole('listitem')).toBeNull();
  from.failing.clear();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
  expect(screen.queryByText('The list could not be loaded.')).toBeNull();
});

it('keeps what was loaded when a next page fails, with the error and its retry below, and no All loaded', async () => {
  const from = source(15);
  from.failing.add(10);
  show(from);
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
  observer.reachEnd();
  await waitFor(() => expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument());
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
  expect(screen.queryByText('All loaded')).toBeNull();
  from.failing.clear();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(15));
  expect(screen.getByText('All loaded')).toBeInTheDocument();
});
