import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from '../../../state/store';
import type { Notification as AppNotification } from '../../../api/notifications';
import { FeedbackDialog } from './feedback-dialog';

const notification: AppNotification = {
  _id: 'n-1',
  type: 'feedback',
  title: 'How was your visit to Brew Lane?',
  description: 'Rate your last visit.',
  ref: 'visit-1',
  value: null,
  isRead: false,
  createdAt: '2026-03-03T10:00:00Z',
  merchant: { _id: 'brew-lane', image: null, logo: null },
};

type Reply = { status: number; body: unknown };
let posts: unknown[];
let answerGet: Reply;
let answerPost: Reply;

function renderDialog() {
  const store = createStore();
  const onClose = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <QueryClientProvider client={client}>
        <ReduxProvider store={store}>
          <MemoryRouter>
            <FeedbackDialog notification={notification} onClose={onClose} />
          </MemoryRouter>
        </ReduxProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { store, onClose };
}

beforeEach(() => {
  posts = [];
  answerGet = { status: 200, body: { data: null } };
  answerPost = { status: 201, body: { data: { _id: 'f1', rating: 4, comment: 'Nice' } } };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const reply = init?.method === 'POST' ? answerPost : answerGet;
    if (init?.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

describe('FeedbackDialog', () => {
  it('asks for a rating before sending, then posts rating and trimmed comment and thanks in a toast', async () => {
    const { store, onClose } = renderDialog();
    await screen.findByText('Your rating');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars');
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: '  Nice  ' } });
    expect(screen.getByText('8 / 1000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([{ url: '/api/feedback', body: { notificationId: 'n-1', rating: 4, comment: 'Nice' } }]);
    expect(store.getState().ui.toasts[0]).toMatchObject({ type: 'success', message: 'Thank you for your feedback!' });
  });

  it('shows a refusal in the banner in the member’s words and stays open', async () => {
    answerPost = {
      status: 409,
      body: { statusCode: 409, code: 'FEEDBACK_ALREADY_GIVEN', message: 'server words' },
    };
    const { store, onClose } = renderDialog();
    await screen.findByText('Your rating');
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(store.getState().ui.toasts).toHaveLength(1));
    expect(store.getState().ui.toasts[0]).toMatchObject({
      type: 'error',
      message: 'You have already given feedback for this visit',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the answer already given instead of the form', async () => {
    answerGet = { status: 200, body: { data: { _id: 'f1', rating: 5, comment: 'Best croissant in town' } } };
    renderDialog();
    expect(await screen.findByText('You rated this visit. Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Best croissant in town')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });
});
