import { useDebounced } from '../../../lib/use-debounced';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { FollowToggle, OpenStateLabel } from '../../merchant';
import { useMerchantSearch, type MerchantSummary } from '../../../api/merchants';
import { SearchIcon } from '../components/icons';
import { EmptyState, LoadError, Loading } from '../components/list-states';
import { MerchantAvatar } from '../components/merchant-avatar';
import { merchantOpenState } from '../lib/merchant-open-state';
import { discoveryMessages as m } from '../messages';

function SearchResult({ merchant, now }: { merchant: MerchantSummary; now: Date }) {
  const intl = useIntl();
  return (
    <Card variant="outlined" data-testid="search-result">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: 1.5 }}>
        <CardActionArea
          component={Link}
          to={`/merchant-detail/${encodeURIComponent(merchant._id)}`}
          sx={{ p: 1.5, flex: 1, minWidth: 0 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <MerchantAvatar merchant={merchant} />
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
                {merchant.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[merchant.category?.name, intl.formatMessage(m.outlets, { count: merchant.outlets?.length ?? 0 })]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <span>
                <OpenStateLabel state={merchantOpenState(merchant.outlets, now)} />
              </span>
            </Stack>
          </Stack>
        </CardActionArea>
        <FollowToggle merchant={merchant} />
      </Stack>
    </Card>
  );
}

/** Typing pauses this long before a search goes out, so each keystroke does not cost a request. */
const SEARCH_DEBOUNCE_MS = 250;

/** /search — merchants by name, with follow toggle, category, open or closed now and outlet count. */
export default function SearchScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const deferred = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const search = useMerchantSearch(deferred);
  const results = search.data?.data ?? [];
  const now = new Date();
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <TextInput
        autoFocus
        type="search"
        label={intl.formatMessage(m.searchLabel)}
        value={text}
        onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {!deferred.trim() && <EmptyState text={intl.formatMessage(m.searchPrompt)} />}
      {search.isFetching && results.length === 0 && <Loading />}
      {search.isError && <LoadError error={search.error} onRetry={() => void search.refetch()} />}
      {search.isSuccess && deferred.trim() && results.length === 0 && (
        <EmptyState text={intl.formatMessage(m.searchNotFound)} />
      )}
      {results.map((merchant) => (
        <SearchResult key={merchant._id} merchant={merchant} now={now} />
      ))}
    </Stack>
  );
}
