import type { MessageDescriptor } from 'react-intl';

/**
 * A feature's messages (its `defineMessages` result) typed as plain descriptors. react-intl 12 types a descriptor
 * whose text has no placeholder as taking no values, so one chosen at run time among several (a status's label, a
 * refusal's message) could not be formatted with values where some of them take them. A type only: no module in the
 * bundles.
 */
export type Descriptors<Defined> = { readonly [K in keyof Defined]: MessageDescriptor };
