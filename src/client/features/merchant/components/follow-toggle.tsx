import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toggleMerchantFollow } from '../../../../shared/rules';
import type { FollowState } from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useFollowMerchant } from '../../../api/merchants';
import { merchantMessages as m } from '../messages';
import { FavoriteBorderIcon, FavoriteIcon } from '../../../components/favorite-icons';

interface FollowToggleProps {
  /** The merchant as lists and pages have it: its id and name, and whether and by how many it is followed. */
  merchant: FollowState & { _id: string; name: string };
}

/**
 * Follow a merchant (seed 000 section 4): flips at once and moves the count by one, then keeps the server's
 * answer; a failure puts the old state back and shows the error. Anonymous visitors go to /login.
 */
export function FollowToggle({ merchant }: FollowToggleProps) {
  const { _id: merchantId, name, isFollowed, followedCount } = merchant;
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.session.role);
  const follow = useFollowMerchant();
  const [state, setState] = useState<FollowState>({ isFollowed, followedCount });
  useEffect(() => setState({ isFollowed, followedCount }), [isFollowed, followedCount]);

  const toggle = () => {
    if (role === 'anonymous') {
      navigate('/login');
      return;
    }
    const before = state;
    const after = toggleMerchantFollow(before);
    setState(after);
    follow.mutate(
      { merchantId, follow: after.isFollowed },
      {
        onSuccess: (result) => setState({ isFollowed: result.isFollowed, followedCount: result.followedCount }),
        onError: (error) => {
          setState(before);
          dispatch(toastShown({ type: 'error', message: error.message }));
        },
      },
    );
  };

  return (
    <Button
      size="small"
      variant={state.isFollowed ? 'contained' : 'outlined'}
      startIcon={state.isFollowed ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      onClick={toggle}
      aria-pressed={state.isFollowed}
      aria-label={intl.formatMessage(m.followName, { name })}
      data-testid="follow-toggle"
      sx={{ flexShrink: 0 }}
    >
      {intl.formatMessage(state.isFollowed ? m.following : m.follow)} · {state.followedCount}
    </Button>
  );
}
