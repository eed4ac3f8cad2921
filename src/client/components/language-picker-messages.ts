import { defineMessages } from 'react-intl';

export const languagePickerMessages = defineMessages({
  language: {
    id: 'shell.header.language',
    defaultMessage: 'Language',
    description: 'Accessible label of the language picker (header and merchant page)',
  },
});
