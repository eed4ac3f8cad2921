import { styled } from '@mui/material/styles';
import { lazy, Suspense, type ReactNode } from 'react';
import { ControlLabel } from '../../../../components/control-label';

// MUI's Checkbox (with its SwitchBase and icons, ~2.4 KB gzip) only where an outlet has terms, below the cart's bill.
const Checkbox = lazy(() => import(/* webpackChunkName: "order-terms-checkbox" */ '@mui/material/Checkbox'));

/** Checkbox's own size: 9 px of padding around a 24 px icon. Its place is kept while it loads. */
const CHECKBOX_SIZE = 42;

const Placeholder = styled('span')({ width: CHECKBOX_SIZE, height: CHECKBOX_SIZE, flexShrink: 0 });

/**
 * The outlet's terms with the checkbox that acknowledges them (seed 002 §2), laid out as FormControlLabel with a
 * Checkbox: the text paints at once, the box where the checkbox goes keeps its size until its code has arrived.
 */
export function TermsCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
}) {
  return (
    <ControlLabel
      label={label}
      control={
        <Suspense fallback={<Placeholder />}>
          <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />
        </Suspense>
      }
    />
  );
}
