import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import type { ImgHTMLAttributes, ReactNode } from 'react';

/** MUI Avatar's root: a 40 px round (or rounded) box; its grey ground and page-coloured text when it shows a letter. */
const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'rounded' && prop !== 'lettered' })<{
  rounded: boolean;
  lettered: boolean;
}>(({ theme, rounded, lettered }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(20),
  lineHeight: 1,
  borderRadius: rounded ? theme.shape.borderRadius : '50%',
  overflow: 'hidden',
  userSelect: 'none',
  ...(lettered && {
    color: theme.palette.background.default,
    backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[600] : theme.palette.grey[400],
  }),
}));

/** The picture fills the box, cropped to it; its alt text and a broken image's icon stay invisible. */
const Picture = styled('img')({
  width: '100%',
  height: '100%',
  textAlign: 'center',
  objectFit: 'cover',
  color: 'transparent',
  textIndent: 10000,
});

/**
 * A logo or a letter drawn as MUI's Avatar (same box, radii and colours): the picture when `src` is given and loads,
 * else `children` (an initial). Avatar checks every picture with a `new Image()` of its own, which fetches it at once
 * even when the <img> is `loading="lazy"`, and brings that hook and its person icon to the first screens; here a
 * picture that fails shows the letter from its own `error` event.
 */
export function PictureAvatar({
  src,
  alt = '',
  variant = 'circular',
  imgProps,
  sx,
  children,
  'aria-hidden': ariaHidden,
}: {
  src?: string;
  alt?: string;
  variant?: 'circular' | 'rounded';
  imgProps?: Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'>;
  sx?: SxProps<Theme>;
  children?: ReactNode;
  'aria-hidden'?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src !== undefined && failed !== src;
  return (
    <Root rounded={variant === 'rounded'} lettered={!picture} sx={sx} aria-hidden={ariaHidden}>
      {picture ? <Picture src={src} alt={alt} {...imgProps} onError={() => setFailed(src)} /> : children}
    </Root>
  );
}
