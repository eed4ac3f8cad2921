import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useBookmarkedProducts, type Product } from '../../../api/products';
import { FavoriteBorderIcon } from '../../../components/favorite-icons';
import { ListError, ListLoading } from '../../../components/list-states';
import { useLanguage } from '../../../i18n/language-context';
import { ProductGrid } from '../components/menu-view';
import { CartIcon } from '../components/menu-icons';
import { ArrowBackIcon, HistoryIcon } from '../components/overlay-icons';
import { ProductImage } from '../components/product-image';
import { useMenuProducts } from '../hooks/use-menu-products';
import { cartPath, HISTORY_PATH, quickLoginPath } from '../lib/paths';
import { cardName, localised } from '../lib/product-view';
import { orderingMessages as m } from '../messages';

const wiggle = keyframes`
  0%, 100% { transform: rotate(0deg); }
  25% { transform: rotate(-12deg); }
  75% { transform: rotate(12deg); }
`;

/**
 * /order/bookmark/:merchantId (seed 002 §2 Bookmark screen): 'Bookmark: N' in two columns, or 'No bookmark'; a cart
 * icon with its count that wiggles while the cart has items, and the history icon. With the flow's outlet in the
 * query string the products are the menu's (price, +/-, popup); anonymous visitors go to quick login.
 */
function BookmarkScreen({ healthBadges }: { healthBadges: boolean }) {
  const intl = useIntl();
  const language = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const merchantId = useParams().merchantId ?? '';
  const outletId = new URLSearchParams(search).get('outlet') || null;
  const { session, popup, card: menuCard } = useMenuProducts(merchantId, outletId);
  const bookmarks = useBookmarkedProducts({ enabled: session.signedIn });
  if (!session.signedIn) return <Navigate to={quickLoginPath(merchantId)} replace />;

  const mine = (bookmarks.data ?? []).filter((product) => product.merchant === merchantId);
  const menuProducts = (session.menu.data?.category_list ?? []).flatMap((category) => category.product_list);
  const itemCount = session.cart.data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  const card = (bookmarked: Product) => {
    const product = menuProducts.find((candidate) => candidate._id === bookmarked._id);
    return product ? (
      menuCard(product, 'grid', healthBadges)
    ) : (
      <PlainBookmark key={bookmarked._id} product={bookmarked} language={language} />
    );
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton aria-label={intl.formatMessage(m.back)} onClick={() => void navigate(-1)}>
          <ArrowBackIcon />
        </IconButton>
        <Typography component="h1" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {intl.formatMessage(m.bookmarkTitle)}
        </Typography>
        <IconButton
          component={RouterLink}
          to={cartPath(merchantId, search)}
          aria-label={intl.formatMessage(m.cart)}
          sx={itemCount > 0 ? { animation: `${wiggle} 0.6s ease-in-out 2` } : undefined}
          data-testid="bookmark-cart"
        >
          <Badge badgeContent={itemCount} color="secondary">
            <CartIcon />
          </Badge>
        </IconButton>
        <IconButton
          component={RouterLink}
          to={session.role === 'member' ? HISTORY_PATH : '/login'}
          aria-label={intl.formatMessage(m.history)}
        >
          <HistoryIcon />
        </IconButton>
      </Stack>
      {bookmarks.isPending && <ListLoading label={intl.formatMessage(m.loading)} />}
      {bookmarks.isError && (
        <ListError
          error={bookmarks.error}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void bookmarks.refetch()}
        />
      )}
      {bookmarks.isSuccess &&
        (mine.length === 0 ? (
          <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
            <FavoriteBorderIcon sx={{ fontSize: 72, opacity: 0.4 }} />
            <Typography>{intl.formatMessage(m.noBookmark)}</Typography>
          </Stack>
        ) : (
          <>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="bookmark-count">
              {intl.formatMessage(m.bookmarkCount, { count: mine.length })}
            </Typography>
            <Box>
              <ProductGrid view="grid">{mine.map(card)}</ProductGrid>
            </Box>
          </>
        ))}
      {popup}
    </Stack>
  );
}

/** A bookmarked product the current menu does not offer: its picture and name only. */
function PlainBookmark({ product, language }: { product: Product; language: Parameters<typeof localised>[1] }) {
  const name = localised(product.name, language);
  return (
    <Card variant="outlined" data-testid="product-card">
      <ProductImage src={product.image} name={name} sx={{ width: '100%', aspectRatio: '4 / 3' }} />
      <Typography variant="subtitle2" component="h3" sx={{ p: 1, fontWeight: 700 }}>
        {cardName(name)}
      </Typography>
    </Card>
  );
}

/** Food: the cards carry nutrition grade and sugar badges, as on the menu. */
export function FoodBookmarkScreen() {
  return <BookmarkScreen healthBadges />;
}

export function RetailBookmarkScreen() {
  return <BookmarkScreen healthBadges={false} />;
}
