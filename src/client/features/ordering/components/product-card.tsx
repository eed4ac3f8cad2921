import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MenuProduct } from '../../../api/ordering-catalogue';
import { MAX_LINE_QUANTITY } from '../../../../shared/constants/ordering';
import { FavoriteBorderIcon, FavoriteIcon } from '../../../components/favorite-icons';
import { useDateFormat } from '../../../i18n/format-date';
import { useLanguage } from '../../../i18n/language-context';
import { cardName, localised } from '../lib/product-view';
import { orderingMessages as m } from '../messages';
import { AddIcon, RemoveIcon } from './icons';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: MenuProduct;
  view: 'grid' | 'list';
  /** The price text in the current mode, or null where prices are hidden. */
  price: string | null;
  inCart: number;
  /** Ordering is on at this outlet: the +/- controls show. */
  ordering: boolean;
  /** Food layout: nutrition grade and sugar badges. */
  healthBadges: boolean;
  /** On the first screen: the picture loads at once instead of lazily. */
  eagerImage?: boolean;
  onOpen: () => void;
  onPlus: () => void;
  onMinus: () => void;
  onBookmark: () => void;
}

// Nutri-Grade colours dark enough for white text (WCAG AA 4.5:1): green, olive, amber, red.
const NUTRI_COLOURS: Record<string, string> = { A: '#005f32', B: '#3b6e12', C: '#8a5a00', D: '#a3261b' };

/** Seed 002 §2 product card: image, 15-character name, price, heart, −/+, and its badges. */
export function ProductCard(props: ProductCardProps) {
  const { product, view, inCart } = props;
  const intl = useIntl();
  const language = useLanguage();
  const format = useDateFormat();
  const name = localised(product.name, language);
  const stock = product.is_track_quantity ? (product.remaining_quantity ?? 0) : null;
  const limit = Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  const badges = [
    product.has_end_time && product.end_time && (
      <Chip key="end" size="small" label={intl.formatMessage(m.endsOn, { date: format.date(product.end_time) })} />
    ),
    product.recommendation.trendingOrder !== null && (
      <Chip
        key="trend"
        size="small"
        color="primary"
        label={intl.formatMessage(m.trending, { rank: product.recommendation.trendingOrder })}
      />
    ),
    stock !== null && (
      <Chip
        key="stock"
        size="small"
        color={stock > 0 ? 'default' : 'error'}
        label={stock > 0 ? intl.formatMessage(m.remaining, { count: stock }) : intl.formatMessage(m.soldOut)}
      />
    ),
    props.healthBadges && product.isShowNutriGradeSymbol && product.nutriGradeSymbol && (
      <Chip
        key="nutri"
        size="small"
        label={intl.formatMessage(m.nutriGrade, { grade: product.nutriGradeSymbol })}
        sx={{ bgcolor: NUTRI_COLOURS[product.nutriGradeSymbol], color: '#fff' }}
      />
    ),
    props.healthBadges && product.isShowHealthierChoice && product.sugarLevelPercentage !== null && (
      <Chip
        key="sugar"
        size="small"
        variant="outlined"
        label={intl.formatMessage(m.sugar, { percent: product.sugarLevelPercentage })}
      />
    ),
    product.isExcludeFromDiscount && (
      <Chip key="nodisc" size="small" variant="outlined" label={intl.formatMessage(m.noDiscount)} />
    ),
  ].filter(Boolean);
  const grid = view === 'grid';
  return (
    <Card
      variant="outlined"
      data-testid="product-card"
      data-product={product._id}
      sx={{ display: 'flex', flexDirection: grid ? 'column' : 'row', position: 'relative', height: '100%' }}
    >
      <CardActionArea
        onClick={props.onOpen}
        aria-label={name}
        sx={{ display: 'flex', flexDirection: grid ? 'column' : 'row', alignItems: 'stretch', flex: 1 }}
      >
        <ProductImage
          src={product.image}
          name={name}
          eager={props.eagerImage}
          sx={grid ? { width: '100%', aspectRatio: '4 / 3' } : { width: 96, height: 96, flexShrink: 0 }}
        />
        <Stack spacing={0.5} sx={{ p: 1, flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" title={name} sx={{ fontWeight: 700 }}>
            {cardName(name)}
          </Typography>
          {badges.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {badges}
            </Stack>
          )}
          {props.price !== null && (
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="product-price">
              {props.price}
            </Typography>
          )}
        </Stack>
      </CardActionArea>
      <IconButton
        size="small"
        aria-label={intl.formatMessage(m.bookmark, { name })}
        aria-pressed={product.isBookmarked}
        onClick={props.onBookmark}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        {product.isBookmarked ? (
          <FavoriteIcon color="error" fontSize="small" />
        ) : (
          <FavoriteBorderIcon fontSize="small" />
        )}
      </IconButton>
      {props.ordering && (
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'flex-end',
            px: 1,
            pb: 1,
            alignSelf: grid ? 'stretch' : 'flex-end',
            gap: 0.5,
          }}
        >
          {inCart > 0 && (
            <>
              <IconButton size="small" aria-label={intl.formatMessage(m.removeOne, { name })} onClick={props.onMinus}>
                <RemoveIcon fontSize="small" />
              </IconButton>
              <Box
                component="span"
                aria-label={intl.formatMessage(m.inCart, { count: inCart })}
                sx={{ minWidth: 20, textAlign: 'center', fontWeight: 700 }}
              >
                {inCart}
              </Box>
            </>
          )}
          <IconButton
            size="small"
            color="primary"
            aria-label={intl.formatMessage(m.addOne, { name })}
            disabled={inCart >= limit}
            onClick={props.onPlus}
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Card>
  );
}
