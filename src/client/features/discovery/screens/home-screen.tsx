import { Suspense, lazy, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { otherTileTarget } from '../../../../shared/rules';
import { useAppSelector } from '../../../state/store';
import { SearchIcon } from '../components/icons';
import { useCategories } from '../../../api/categories';
import { BrandHero } from '../components/brand-hero';
import { CategoryStrip } from '../components/category-strip';
import { HomeFeedList } from '../components/home-feed-list';
import { LoadError } from '../components/list-states';
import { MyCollection } from '../components/my-collection';
import { takeStoredIntent } from '../lib/stored-intents';
import { discoveryMessages as m } from '../messages';

// Opened by members only, on demand: its Dialog, Modal and focus trap stay out of the first screen's load.
const CategoryPopup = lazy(() =>
  import(/* webpackChunkName: "category-popup" */ '../components/category-popup').then((module) => ({
    default: module.CategoryPopup,
  })),
);

/**
 * /home (seed 000 section 2): search, the app's own merchant, the category strip, My Collection for members and
 * the infinite list of all merchants. The food and retail variants pass their own call to action.
 */
export function HomeScreen({ action }: { action: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const role = useAppSelector((state) => state.session.role);
  const categories = useCategories();
  const [managing, setManaging] = useState(false);

  useEffect(() => {
    const target = takeStoredIntent(window.localStorage, role !== 'anonymous');
    if (target) navigate(target);
  }, [navigate, role]);

  const openOther = () => {
    // Category management is for members; guests and anonymous visitors are asked to log in.
    const target = otherTileTarget(role === 'member');
    if (target === '/login') navigate('/login');
    else setManaging(true);
  };

  return (
    <Stack spacing={2.5} sx={{ p: 2 }}>
      <Button
        component={Link}
        to="/search"
        variant="outlined"
        startIcon={<SearchIcon />}
        sx={{ justifyContent: 'flex-start', borderRadius: 6, textTransform: 'none', color: 'text.secondary' }}
      >
        {intl.formatMessage(m.searchButton)}
      </Button>
      <BrandHero action={action} />
      <Stack component="section" spacing={1} aria-labelledby="home-categories">
        <Typography id="home-categories" variant="h6" component="h2">
          {intl.formatMessage(m.categoriesHeading)}
        </Typography>
        {categories.isError && <LoadError error={categories.error} onRetry={() => void categories.refetch()} />}
        <CategoryStrip categories={categories.data ?? []} onOther={openOther} />
      </Stack>
      {role === 'member' && <MyCollection />}
      <HomeFeedList />
      {managing && categories.data && (
        <Suspense fallback={null}>
          <CategoryPopup open onClose={() => setManaging(false)} categories={categories.data} />
        </Suspense>
      )}
    </Stack>
  );
}
