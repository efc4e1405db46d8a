import { Box } from '@mui/material';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import type { CryptoOptionId } from '@academy/contracts';

// Letters every font has: the ₿ and ₮ signs are missing from many system fonts.
const COINS: Record<CryptoOptionId, { colour: string; mark: string | null }> = {
  btc: { colour: '#f7931a', mark: null },
  eth: { colour: '#627eea', mark: 'Ξ' },
  'usdt-trc20': { colour: '#26a17b', mark: 'T' },
  'usdt-erc20': { colour: '#26a17b', mark: 'T' },
};

/** The coin's mark beside its name; decorative, the name says which coin it is. */
export function CryptoIcon({ option }: { option: CryptoOptionId }) {
  const { colour, mark } = COINS[option];
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: 40,
        height: 40,
        borderRadius: '50%',
        bgcolor: colour,
        color: '#fff',
        fontSize: 20,
        fontWeight: 800,
        lineHeight: 1,
      }}
    >
      {mark ?? <CurrencyBitcoinIcon />}
    </Box>
  );
}
