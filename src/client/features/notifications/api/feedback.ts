import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import { unreadCountQuery } from '../../../api/notifications';
import { resourceOf } from '../../../api/query-keys';
import { listNotifications } from '../../../../shared/api/notifications';

/** A member's answer to a feedback notification (POST/GET /api/feedback, src/server/modules/feedback). */
export interface FeedbackAnswer {
  _id: string;
  notificationId: string | null;
  merchantId: string | null;
  ref: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface FeedbackInput {
  notificationId: string;
  rating: number;
  comment?: string;
}

/** Longest comment the API takes (FEEDBACK_COMMENT_MAX on the server). */
export const FEEDBACK_COMMENT_MAX = 1000;

/** The answer already given to this request (or to another request about the same visit), else null. */
export function getFeedback(notificationId: string): Promise<FeedbackAnswer | null> {
  return requestData(`/feedback/${encodeURIComponent(notificationId)}`);
}

export function submitFeedback(input: FeedbackInput): Promise<FeedbackAnswer> {
  return requestData('/feedback', { method: 'POST', body: input });
}

const feedbackKey = (notificationId: string) => ['notifications', 'feedback', notificationId] as const;

export function useFeedback(notificationId: string | null) {
  return useQuery({
    queryKey: feedbackKey(notificationId ?? ''),
    queryFn: () => getFeedback(notificationId!),
    enabled: notificationId !== null,
  });
}

/** Submits, then refreshes what the answer changed: the answer itself, the list (now read) and the unread count. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(feedbackKey(input.notificationId), answer);
      void queryClient.invalidateQueries({ queryKey: [resourceOf(listNotifications)] });
      void queryClient.invalidateQueries({ queryKey: unreadCountQuery().queryKey });
    },
  });
}
