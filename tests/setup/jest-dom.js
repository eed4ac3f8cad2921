require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy* and waitFor give up after 1 s by default: on CI, where the PostgreSQL suite runs beside `npm test` (load
// 8–15 on 2 cores), a dialog's first render and its query's answer took longer than that (feedback-dialog, stop 24).
// A test waiting for something that never comes still fails, with its name, 10 s later.
configure({ asyncUtilTimeout: 10_000 });
