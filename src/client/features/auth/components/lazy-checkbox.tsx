import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';

// MUI's Checkbox with its SwitchBase (~2.8 KB gzip) arrives just after the auth screens' first render, in a box of
// its size (a medium Checkbox: a 24 px icon in 9 px of padding), so its label shows at once and nothing moves.
const Checkbox = lazy(() => import(/* webpackChunkName: "checkbox" */ '@mui/material/Checkbox'));
const CHECKBOX_BOX = { display: 'inline-flex', width: 42, height: 42, flexShrink: 0 } as const;

/** A medium MUI Checkbox for a ControlLabel's `control`, loaded on first render. */
export function LazyCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Suspense fallback={<Box component="span" sx={CHECKBOX_BOX} />}>
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />
    </Suspense>
  );
}
