import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { notificationTitles } from './titles';

/** Notification list and settings (seed 000 §2, §4, §9). Spec wording is kept word for word;
 * messages.test.ts proves the copies of RULE_MESSAGES match. */
const defined = defineMessages({
  newest: { id: 'notifications.sort.newest', defaultMessage: 'Newest', description: 'Sort option: newest first' },
  oldest: { id: 'notifications.sort.oldest', defaultMessage: 'Oldest', description: 'Sort option: oldest first' },
  sortLabel: { id: 'notifications.sort.label', defaultMessage: 'Sort by', description: 'Label of the sort switch' },
  markAllRead: {
    id: 'notifications.markAllRead',
    defaultMessage: 'Mark all as Read',
    description: 'Button that marks every notification read',
  },
  today: { id: 'notifications.group.today', defaultMessage: 'Today', description: 'Group heading: today' },
  yesterday: {
    id: 'notifications.group.yesterday',
    defaultMessage: 'Yesterday',
    description: 'Group heading: yesterday',
  },
  daysAgo: {
    id: 'notifications.group.daysAgo',
    defaultMessage: '{days} days ago',
    description: 'Group heading: {days} is a number of days, 2 or more',
  },
  allLoaded: {
    id: 'notifications.allLoaded',
    defaultMessage: 'All loaded',
    description: 'End marker under the last notification',
  },
  empty: {
    id: 'notifications.empty',
    defaultMessage: 'No notifications yet',
    description: 'Empty state of the notification list',
  },
  unread: {
    id: 'notifications.unread',
    defaultMessage: 'Unread',
    description: 'Screen-reader label of the unread dot',
  },
  loadFailed: {
    id: 'notifications.loadFailed',
    defaultMessage: 'Something went wrong',
    description: 'Banner when notifications cannot be loaded',
  },
  retry: { id: 'notifications.retry', defaultMessage: 'Try again', description: 'Button to reload after an error' },
  enabled: {
    id: 'notifications.toggle.enabled',
    defaultMessage: '{name} is enabled',
    description: 'Toast after switching a notification type on; {name} is the type',
  },
  disabled: {
    id: 'notifications.toggle.disabled',
    defaultMessage: '{name} is disabled',
    description: 'Toast after switching a notification type off; {name} is the type',
  },
  feedbackTitle: {
    id: 'notifications.feedback.title',
    defaultMessage: 'How was your visit?',
    description: 'Title of the dialog a feedback notification opens',
  },
  feedbackOpenMerchant: {
    id: 'notifications.feedback.openMerchant',
    defaultMessage: 'Open merchant',
    description: 'Feedback dialog button that opens the merchant page',
  },
  close: { id: 'notifications.close', defaultMessage: 'Close', description: 'Closes a dialog' },
  feedbackRatingLabel: {
    id: 'notifications.feedback.ratingLabel',
    defaultMessage: 'Your rating',
    description: 'Label above the 1-5 star rating in the feedback dialog',
  },
  feedbackStars: {
    id: 'notifications.feedback.stars',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
    description: 'Accessible name of a star of the rating; {count} is 1 to 5',
  },
  feedbackRatingRequired: {
    id: 'notifications.feedback.ratingRequired',
    defaultMessage: 'Choose a rating from 1 to 5 stars',
    description: 'Error when the feedback is sent without a rating',
  },
  feedbackCommentLabel: {
    id: 'notifications.feedback.commentLabel',
    defaultMessage: 'Comment (optional)',
    description: 'Label of the comment box of the feedback dialog',
  },
  feedbackCommentCount: {
    id: 'notifications.feedback.commentCount',
    defaultMessage: '{count} / {max}',
    description: 'Characters typed in the feedback comment out of the maximum',
  },
  feedbackSend: {
    id: 'notifications.feedback.send',
    defaultMessage: 'Send feedback',
    description: 'Button that sends the rating and comment',
  },
  feedbackThanks: {
    id: 'notifications.feedback.thanks',
    defaultMessage: 'Thank you for your feedback!',
    description: 'Success toast after the feedback was sent',
  },
  feedbackAnswered: {
    id: 'notifications.feedback.answered',
    defaultMessage: 'You rated this visit. Thank you!',
    description: 'Shown in the feedback dialog when the visit was already rated',
  },
  feedbackAlreadyGiven: {
    id: 'notifications.feedback.alreadyGiven',
    defaultMessage: 'You have already given feedback for this visit',
    description: 'Error toast: the visit was already rated (API code FEEDBACK_ALREADY_GIVEN)',
  },
  feedbackMembersOnly: {
    id: 'notifications.feedback.membersOnly',
    defaultMessage: 'Guests cannot give feedback: sign up or log in',
    description: 'Error toast: a guest tried to give feedback',
  },
  feedbackNotFound: {
    id: 'notifications.feedback.notFound',
    defaultMessage: 'This feedback request no longer exists',
    description: 'Error toast: the feedback notification was not found',
  },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values, which rejects `{name}` values.
export const notificationMessages: {
  readonly [K in keyof typeof defined]: MessageDescriptor;
} & typeof notificationTitles = {
  ...notificationTitles,
  ...defined,
};
