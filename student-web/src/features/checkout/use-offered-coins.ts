import { CRYPTO_OPTIONS, type CryptoOption } from '@academy/contracts';
import { usePublicConfig } from '../../app/config/api/get-public-config';

export interface OfferedCoin {
  option: CryptoOption;
  address: string;
}

/**
 * The coins this deployment takes, in the catalogue's order: only those GET /api/config lists
 * with an address, so a student is never shown an address nobody receives at.
 */
export function useOfferedCoins(): OfferedCoin[] {
  const { cryptoAddresses } = usePublicConfig();
  return CRYPTO_OPTIONS.flatMap((option) => {
    const address = cryptoAddresses.find(({ id }) => id === option.id)?.address.trim();
    return address ? [{ option, address }] : [];
  });
}
