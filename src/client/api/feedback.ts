/** Hooks of the feedback action of a feedback notification (src/shared/api/feedback.ts). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../shared/api/feedback';
import { endpointQuery, useEndpointMutation } from './hooks';

export { FEEDBACK_COMMENT_MAX } from '../../shared/api/feedback';
export type { Feedback, FeedbackInput } from '../../shared/api/feedback';

const feedbackQuery = (notificationId: string) => endpointQuery(api.getFeedback, { params: { notificationId } });

/** The answer already given to this request (or to another request about the same visit), else null. */
export function useFeedback(notificationId: string | null) {
  return useQuery({
    ...feedbackQuery(notificationId ?? ''),
    enabled: notificationId !== null,
    select: (answer) => answer.data,
  });
}

/** Submits; the answer is cached as given, and the notification list and unread count refresh (it is read now). */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    api.submitFeedback,
    {
      invalidates: ['notifications'],
      onSuccess: (answer, input) => queryClient.setQueryData(feedbackQuery(input.notificationId).queryKey, answer),
    },
    (body: api.FeedbackInput) => ({ body }),
  );
}
