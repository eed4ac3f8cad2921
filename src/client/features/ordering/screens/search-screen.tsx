import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/constants/ordering';
import { useProductSearch } from '../../../api/ordering-catalogue';
import { ListError, ListLoading } from '../../../components/list-states';
import { useLanguage } from '../../../i18n/language-context';
import { useDebounced } from '../../../lib/use-debounced';
import { ProductGrid } from '../components/menu-view';
import { SearchIcon } from '../components/menu-icons';
import { ArrowBackIcon } from '../components/overlay-icons';
import { useMenuView } from '../hooks/use-menu-view';
import { useMenuProducts } from '../hooks/use-menu-products';
import { luckyProducts } from '../lib/feeling-lucky';
import { outletMenuPath, quickLoginPath } from '../lib/paths';
import { localised } from '../lib/product-view';
import { orderingMessages as m } from '../messages';

/**
 * /order/food/search/:merchantId/:outletId (seed 002 §2 Search screen): a search box debounced 500 ms, product tag
 * chips toggled as filters, 'Search results: (n)' in the menu's view, Feeling Lucky where the merchant has it, and
 * the product popup. Anonymous visitors go to quick login.
 */
function SearchScreen({ healthBadges }: { healthBadges: boolean }) {
  const intl = useIntl();
  const language = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const merchantId = useParams().merchantId ?? '';
  const outletId = useParams().outletId ?? '';
  const { session, open, popup, card } = useMenuProducts(merchantId, outletId);
  const [view] = useMenuView();
  const [text, setText] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const results = useProductSearch(outletId, { text: settled, tags }, session.moment);
  if (!session.signedIn) return <Navigate to={quickLoginPath(merchantId)} replace />;

  const menu = session.menu.data;
  const lucky = menu ? luckyProducts(menu) : null;
  const asking = settled.trim() !== '' || tags.length > 0;
  const found = results.data ?? [];
  const toggleTag = (id: string) =>
    setTags((current) => (current.includes(id) ? current.filter((tag) => tag !== id) : [...current, id]));
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={intl.formatMessage(m.back)}
          onClick={() => void navigate(outletMenuPath(merchantId, outletId, search))}
        >
          <ArrowBackIcon />
        </IconButton>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage(m.searchBox)}
          slotProps={{
            htmlInput: { 'aria-label': intl.formatMessage(m.searchTitle), maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      {menu && menu.productTags.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={intl.formatMessage(m.searchTags)}
          sx={{ overflowX: 'auto', pb: 0.5 }}
        >
          {menu.productTags.map((tag) => (
            <Chip
              key={tag._id}
              label={localised(tag.name, language)}
              color={tags.includes(tag._id) ? 'primary' : 'default'}
              variant={tags.includes(tag._id) ? 'filled' : 'outlined'}
              aria-pressed={tags.includes(tag._id)}
              onClick={() => toggleTag(tag._id)}
            />
          ))}
        </Stack>
      )}
      {lucky && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => open(lucky[Math.floor(Math.random() * lucky.length)])}
        >
          {intl.formatMessage(m.feelingLucky)}
        </Button>
      )}
      {!asking && (
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {intl.formatMessage(m.searchBox)}
        </Typography>
      )}
      {asking && results.isPending && <ListLoading label={intl.formatMessage(m.loading)} />}
      {asking && results.isError && (
        <ListError
          error={results.error}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void results.refetch()}
        />
      )}
      {asking && results.isSuccess && (
        <>
          <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="search-count">
            {intl.formatMessage(m.searchResults, { count: found.length })}
          </Typography>
          {found.length === 0 ? (
            <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
              {intl.formatMessage(m.searchNotFound)}
            </Typography>
          ) : (
            <ProductGrid view={view}>{found.map((product) => card(product, view, healthBadges))}</ProductGrid>
          )}
        </>
      )}
      {popup}
    </Stack>
  );
}

/** Food: the cards carry nutrition grade and sugar badges, as on the menu. */
export function FoodSearchScreen() {
  return <SearchScreen healthBadges />;
}

export function RetailSearchScreen() {
  return <SearchScreen healthBadges={false} />;
}
