import { styled } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// The icons of MUI's Alert (the paths of its internal ErrorOutline, InfoOutlined and ReportProblemOutlined).
const ErrorOutlineIcon = createSvgIcon(
  <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />,
  'ErrorOutline',
);
const InfoOutlinedIcon = createSvgIcon(
  <path d="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z" />,
  'InfoOutlined',
);
const ReportProblemOutlinedIcon = createSvgIcon(
  <path d="M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z" />,
  'ReportProblemOutlined',
);

type Severity = 'error' | 'info' | 'warning';
const ICONS = { error: ErrorOutlineIcon, info: InfoOutlinedIcon, warning: ReportProblemOutlinedIcon } as const;

/**
 * MUI's standard Alert paint: the severity's light colour as a 90 % lighter ground and a 60 % darker text (the other
 * way round on a dark theme).
 */
const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'severity' })<{ severity: Severity }>(({
  theme,
  severity,
}) => {
  const light = theme.palette.mode === 'light';
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    color: (light ? theme.darken : theme.lighten)(theme.palette[severity].light, 0.6),
    backgroundColor: (light ? theme.lighten : theme.darken)(theme.palette[severity].light, 0.9),
    '& > .banner-icon': {
      marginRight: 12,
      padding: '7px 0',
      display: 'flex',
      fontSize: 22,
      opacity: 0.9,
      color: theme.palette[severity].main,
    },
  };
});
const Message = styled('div')({ padding: '8px 0', minWidth: 0, overflow: 'auto' });
const Action = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  padding: '4px 0 0 16px',
  marginLeft: 'auto',
  marginRight: -8,
});
const Title = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  fontWeight: theme.typography.fontWeightMedium,
  marginTop: -2,
  marginBottom: '0.35em',
}));

/**
 * An error, warning or information banner drawn as MUI's standard Alert (its icon, colours, spacing and role="alert"), for
 * the first screens' error and notice banners. Alert itself brings Paper, IconButton and its close icon and all four
 * severities' icons (~2.5 KB gzip) to every screen that may show one.
 */
export function StatusBanner({
  severity,
  title,
  action,
  role = 'alert',
  sx,
  children,
  'data-testid': testId,
}: {
  severity: Severity;
  title?: string;
  action?: ReactNode;
  role?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const Icon = ICONS[severity];
  return (
    <Root severity={severity} role={role} sx={sx} data-testid={testId}>
      <div className="banner-icon">
        <Icon fontSize="inherit" />
      </div>
      <Message>
        {title && <Title>{title}</Title>}
        {children}
      </Message>
      {action && <Action>{action}</Action>}
    </Root>
  );
}
