import { styled } from '@mui/material/styles';
import type { HTMLAttributes, ReactNode } from 'react';

/** MUI's horizontal full-width Divider: a thin rule in the theme's divider colour, as an `<hr>`. */
const Rule = styled('hr')(({ theme }) => ({
  margin: 0,
  flexShrink: 0,
  borderWidth: 0,
  borderStyle: 'solid',
  borderColor: theme.palette.divider,
  borderBottomWidth: 'thin',
}));

/** MUI's Divider with a centred text: rules either side of the text, a `separator` element. */
const TextRule = styled('div')(({ theme }) => ({
  margin: 0,
  flexShrink: 0,
  display: 'flex',
  textAlign: 'center',
  border: 0,
  borderTopStyle: 'solid',
  borderLeftStyle: 'solid',
  '&::before, &::after': {
    content: '""',
    alignSelf: 'center',
    width: '100%',
    borderTop: `thin solid ${theme.palette.divider}`,
    borderTopStyle: 'inherit',
  },
  '& > span': {
    display: 'inline-block',
    paddingLeft: `calc(${theme.spacing(1)} * 1.2)`,
    paddingRight: `calc(${theme.spacing(1)} * 1.2)`,
    whiteSpace: 'nowrap',
  },
}));

/**
 * MUI's horizontal Divider (a rule, or a rule with a centred text) drawn with the theme, without the component
 * (~0.8 KB gzip with its variants and classes) for screens that need nothing else of it.
 */
export function PlainDivider({ children, ...rest }: { children?: ReactNode } & HTMLAttributes<HTMLElement>) {
  return children ? (
    <TextRule role="separator" aria-orientation="horizontal" {...rest}>
      <span>{children}</span>
    </TextRule>
  ) : (
    <Rule {...rest} />
  );
}
