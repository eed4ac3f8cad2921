import Avatar from '@mui/material/Avatar';

/** A merchant's logo, or its initial on its brand colour when it has no logo. */
export function MerchantAvatar({
  merchant,
  size = 48,
}: {
  merchant: { name: string; logo: string | null; color: string };
  size?: number;
}) {
  return (
    <Avatar
      src={merchant.logo ?? undefined}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: merchant.color, color: '#fff', fontWeight: 700 }}
    >
      {merchant.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
