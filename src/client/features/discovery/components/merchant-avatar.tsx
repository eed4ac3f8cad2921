import { PictureAvatar } from '../../../components/picture-avatar';

/**
 * A merchant's logo, or its initial on its brand colour when it has no logo. Lists show many of them, most under the
 * first viewport: the browser fetches each as it nears the screen (the box has its size either way).
 */
export function MerchantAvatar({
  merchant,
  size = 48,
}: {
  merchant: { name: string; logo: string | null; color: string };
  size?: number;
}) {
  return (
    <PictureAvatar
      src={merchant.logo ?? undefined}
      variant="rounded"
      imgProps={{ loading: 'lazy', decoding: 'async' }}
      sx={{ width: size, height: size, bgcolor: merchant.color, color: '#fff', fontWeight: 700 }}
    >
      {merchant.name.slice(0, 1).toUpperCase()}
    </PictureAvatar>
  );
}
