import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// The header's round icon links, drawn with the theme instead of MUI's IconButton and Badge: they are part of every
// first load, and no first screen needs those components otherwise.
const HeaderIconLink = styled(Link)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: '50%',
  color: 'inherit',
  fontSize: theme.typography.pxToRem(24),
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '@media (hover: hover)': { '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' } },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -2 },
}));

const BadgeText = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 8,
  right: 8,
  transform: 'translate(50%, -50%)',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  backgroundColor: theme.palette.error.main,
  color: theme.palette.error.contrastText,
  fontFamily: theme.typography.fontFamily,
  fontWeight: theme.typography.fontWeightMedium,
  fontSize: theme.typography.pxToRem(12),
  lineHeight: 1,
}));

/** A round icon link of the header, with an optional badge ('!', an unread count). */
export function HeaderIcon({
  to,
  label,
  badge,
  children,
}: {
  to: string;
  label: string;
  badge: string | null;
  children: ReactNode;
}) {
  return (
    <HeaderIconLink to={to} aria-label={label}>
      {children}
      {badge && <BadgeText>{badge}</BadgeText>}
    </HeaderIconLink>
  );
}
