// Types of the jest-dom matchers that tests/setup/jest-dom.js installs (toBeInTheDocument, toHaveAttribute, ...).
/// <reference types="@testing-library/jest-dom" />
