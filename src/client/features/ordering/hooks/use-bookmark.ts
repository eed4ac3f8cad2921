import { useNavigate } from 'react-router-dom';
import { useToggleBookmark } from '../../../api/products';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { quickLoginPath } from '../lib/paths';

/** The heart of a product: members toggle the bookmark; anyone else is sent to quick login (seed 002 §6). */
export function useBookmark(merchantId: string) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.session.role);
  const toggle = useToggleBookmark();
  return (productId: string) => {
    if (role !== 'member') return void navigate(quickLoginPath(merchantId));
    toggle.mutate(productId, { onError: (error) => dispatch(toastShown({ type: 'error', message: error.message })) });
  };
}
