import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { MenuProduct } from '../../../api/ordering-catalogue';
import { MAX_LINE_QUANTITY } from '../../../../shared/constants/ordering';
import { FavoriteBorderIcon, FavoriteIcon } from '../../../components/favorite-icons';
import { PlainCard, PlainCardAction } from '../../../components/plain-card';
import { RoundIconButton } from '../../../components/round-icon-button';
import { Tag } from '../../../components/tag';
import { formatDateIn } from '../../../i18n/format-calendar-date';
import { useLanguage } from '../../../i18n/language-context';
import { cardName, localised } from '../lib/product-view';
import { menuCardMessages as m } from '../menu-card-messages';
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

// The card's parts (MUI's outlined Card, CardActionArea and IconButton paint: components/plain-card.tsx,
// round-icon-button.tsx) are styled once for every card (a menu draws dozens): one class each, chosen by the card's
// data-view, instead of an `sx` per element that emotion serialises again for every card it renders.
const LIST = '[data-view="list"]';
const CardFrame = styled(PlainCard)({
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  height: '100%',
  [`&${LIST}`]: { flexDirection: 'row' },
});
const OpenArea = styled(PlainCardAction)({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  flex: 1,
  [`${LIST} > &`]: { flexDirection: 'row' },
});
const CardImage = styled(ProductImage)({
  width: '100%',
  aspectRatio: '4 / 3',
  [`${LIST} &`]: { width: 96, height: 96, aspectRatio: 'auto', flexShrink: 0 },
});
const Body = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1),
  flex: 1,
  minWidth: 0,
}));
const Title = styled('h3')(({ theme }) => ({ ...theme.typography.subtitle2, margin: 0, fontWeight: 700 }));
const Price = styled('p')(({ theme }) => ({ ...theme.typography.body2, margin: 0, fontWeight: 600 }));
const Badges = styled('div')(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5) }));
const BookmarkButton = styled(RoundIconButton)(({ theme }) => ({
  position: 'absolute',
  top: 4,
  right: 4,
  backgroundColor: theme.palette.background.paper,
  '&:hover': { backgroundColor: theme.palette.background.paper },
}));
const Controls = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  alignSelf: 'stretch',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0, 1, 1),
  [`${LIST} > &`]: { alignSelf: 'flex-end' },
}));
const AddButton = styled(RoundIconButton)(({ theme }) => ({
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '&:hover': { backgroundColor: theme.palette.primary.dark },
}));
const Count = styled('span')({ minWidth: 20, textAlign: 'center', fontWeight: 700 });

/** Seed 002 §2 product card: image, 15-character name, price, heart, −/+, and its badges. */
export function ProductCard(props: ProductCardProps) {
  const { product, view, inCart } = props;
  const intl = useIntl();
  const language = useLanguage();
  const name = localised(product.name, language);
  const stock = product.is_track_quantity ? (product.remaining_quantity ?? 0) : null;
  const limit = Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  const badges = [
    product.has_end_time && product.end_time && (
      <Tag key="end" label={intl.formatMessage(m.endsOn, { date: formatDateIn(intl.locale, product.end_time) })} />
    ),
    product.recommendation.trendingOrder !== null && (
      <Tag
        key="trend"
        color="primary"
        label={intl.formatMessage(m.trending, { rank: product.recommendation.trendingOrder })}
      />
    ),
    stock !== null && (
      <Tag
        key="stock"
        color={stock > 0 ? 'default' : 'error'}
        label={stock > 0 ? intl.formatMessage(m.remaining, { count: stock }) : intl.formatMessage(m.soldOut)}
      />
    ),
    props.healthBadges && product.isShowNutriGradeSymbol && product.nutriGradeSymbol && (
      <Tag
        key="nutri"
        label={intl.formatMessage(m.nutriGrade, { grade: product.nutriGradeSymbol })}
        style={{ backgroundColor: NUTRI_COLOURS[product.nutriGradeSymbol], color: '#fff' }}
      />
    ),
    props.healthBadges && product.isShowHealthierChoice && product.sugarLevelPercentage !== null && (
      <Tag
        key="sugar"
        variant="outlined"
        label={intl.formatMessage(m.sugar, { percent: product.sugarLevelPercentage })}
      />
    ),
    product.isExcludeFromDiscount && <Tag key="nodisc" variant="outlined" label={intl.formatMessage(m.noDiscount)} />,
  ].filter(Boolean);
  return (
    <CardFrame data-testid="product-card" data-product={product._id} data-view={view}>
      <OpenArea onClick={props.onOpen} aria-label={name}>
        <CardImage src={product.image} name={name} eager={props.eagerImage} />
        <Body>
          <Title title={name}>{cardName(name)}</Title>
          {badges.length > 0 && <Badges>{badges}</Badges>}
          {props.price !== null && <Price data-testid="product-price">{props.price}</Price>}
        </Body>
      </OpenArea>
      <BookmarkButton
        size="small"
        aria-label={intl.formatMessage(m.bookmark, { name })}
        aria-pressed={product.isBookmarked}
        onClick={props.onBookmark}
      >
        {product.isBookmarked ? (
          <FavoriteIcon color="error" fontSize="small" />
        ) : (
          <FavoriteBorderIcon fontSize="small" />
        )}
      </BookmarkButton>
      {props.ordering && (
        <Controls>
          {inCart > 0 && (
            <>
              <RoundIconButton
                size="small"
                aria-label={intl.formatMessage(m.removeOne, { name })}
                onClick={props.onMinus}
              >
                <RemoveIcon fontSize="small" />
              </RoundIconButton>
              <Count aria-label={intl.formatMessage(m.inCart, { count: inCart })}>{inCart}</Count>
            </>
          )}
          <AddButton
            size="small"
            color="primary"
            aria-label={intl.formatMessage(m.addOne, { name })}
            disabled={inCart >= limit}
            onClick={props.onPlus}
          >
            <AddIcon fontSize="small" />
          </AddButton>
        </Controls>
      )}
    </CardFrame>
  );
}
