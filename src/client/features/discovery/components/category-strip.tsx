import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { categoryStrip } from '../../../../shared/rules';
import type { Category } from '../../../api/categories';
import { PictureAvatar } from '../../../components/picture-avatar';
import { discoveryMessages as m } from '../messages';

function Tile({ color, letter, label }: { color: string; letter: ReactNode; label: string }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', width: 72 }}>
      <PictureAvatar sx={{ bgcolor: color, width: 48, height: 48, fontWeight: 700 }} aria-hidden>
        {letter}
      </PictureAvatar>
      <Typography variant="caption" sx={{ textAlign: 'center', lineHeight: 1.2 }}>
        {label}
      </Typography>
    </Stack>
  );
}

/** The first 7 followed categories, then 'Other' (seed 000 section 2); `onOther` decides where 'Other' leads. */
export function CategoryStrip({ categories, onOther }: { categories: Category[]; onOther: () => void }) {
  const intl = useIntl();
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage(m.categoriesHeading)}
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', pb: 1 }}
      data-testid="category-strip"
    >
      {categoryStrip(categories).map((tile) =>
        tile.kind === 'category' ? (
          <ButtonBase
            key={tile.category._id}
            component={Link}
            to={`/merchants_in_category/${encodeURIComponent(tile.category.name)}/${encodeURIComponent(tile.category._id)}`}
            sx={{ borderRadius: 2, flexShrink: 0 }}
          >
            <Tile color={tile.category.color} letter={tile.category.name.slice(0, 1)} label={tile.category.name} />
          </ButtonBase>
        ) : (
          <ButtonBase key="other" onClick={onOther} sx={{ borderRadius: 2, flexShrink: 0 }}>
            <Tile color="grey.600" letter="…" label={intl.formatMessage(m.other)} />
          </ButtonBase>
        ),
      )}
    </Stack>
  );
}
