import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { Language } from '../../shared/tenant';
import { useTenant } from '../tenant/tenant-context';
import { NotificationBell, ProfileButton } from './header-actions';
import { LanguagePicker } from '../components/language-picker';
import { useRouteHandle } from './route-handle';

// The brand bar drawn with the theme rather than MUI's AppBar and Toolbar (part of every first load): the brand
// colour as its surface, sticky, flat (the theme's app bar had elevation 0), a dense row of 52 px.
const BrandBar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: 52,
  padding: theme.spacing(0, 2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
}));

// The title in the bar: MUI's h6 type (as `<Typography variant="h6" noWrap>` drew it), bolder and a little smaller.
const BarTitle = styled('div')(({ theme }) => ({
  ...theme.typography.h6,
  flexGrow: 1,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 700,
  fontSize: '1.1rem',
}));

/** Top bar in the brand colour: screen title (the merchant's name by default), language, profile and bell. */
export function Header({ language }: { language: Language }) {
  const tenant = useTenant();
  const intl = useIntl();
  const { title } = useRouteHandle();
  return (
    <BrandBar data-testid="app-header">
      <BarTitle>{title ? intl.formatMessage(title) : tenant.name}</BarTitle>
      <LanguagePicker current={language} languages={tenant.languages} />
      <ProfileButton />
      <NotificationBell />
    </BrandBar>
  );
}
