import { styled } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import type { TextInputProps } from '../../../../components/text-input';

// The remark sits below the bill, under the fold; with the quantity fields drawn without MUI's inputs, it is the
// cart's only outlined text field, and MUI's input family (~8 KB gzip) loads with it instead of with the page.
const TextInput = lazy(() =>
  import(/* webpackChunkName: "order-remark-field" */ '../../../../components/text-input').then((module) => ({
    default: module.TextInput,
  })),
);

/** The height the field will take (two rows of body text in OutlinedInput's 16.5 px padding, one helper line). */
const Reserved = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  height: 'calc(2 * 1.4375em + 33px)',
  marginBottom: `calc(${theme.typography.caption.fontSize} * ${theme.typography.caption.lineHeight} + 3px)`,
}));

/** A multiline TextInput whose code loads when it is drawn; until then its place is kept. */
export function RemarkFieldOnDemand(props: TextInputProps) {
  return (
    <Suspense fallback={<Reserved />}>
      <TextInput {...props} />
    </Suspense>
  );
}
