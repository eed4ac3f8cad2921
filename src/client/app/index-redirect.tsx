import { Navigate, useLocation } from 'react-router-dom';

/**
 * `/` goes to /home, keeping the query string. A printed receipt QR opens the app at `/?redeemID=…` (seed 000 §5):
 * that link goes to the scan tab, which stores the id and claims it once the customer is logged in and joined.
 */
export function IndexRedirect() {
  const { search } = useLocation();
  const isRedeemLink = Array.from(new URLSearchParams(search).keys()).some((key) => key.toLowerCase() === 'redeemid');
  return <Navigate to={{ pathname: isRedeemLink ? '/next/qr' : '/home', search }} replace />;
}
