import type { TwoFactorRecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@academy/contracts';
import { ADMIN_API, json, type AdminHttp } from '../providers/admin-http';

/** The signed-in staff member's own two-factor sign-in. */
export interface TwoFactorDataProvider {
  getTwoFactorStatus(): Promise<TwoFactorStatus>;
  setupTwoFactor(): Promise<TwoFactorSetup>;
  enableTwoFactor(code: string): Promise<TwoFactorRecoveryCodes>;
  disableTwoFactor(code: string): Promise<void>;
}

export function twoFactorDataProvider({ request, httpClient }: AdminHttp): TwoFactorDataProvider {
  return {
    getTwoFactorStatus: () => request<TwoFactorStatus>(`${ADMIN_API}/2fa`),
    setupTwoFactor: () => request<TwoFactorSetup>(`${ADMIN_API}/2fa/setup`, json({})),
    enableTwoFactor: (code) =>
      request<TwoFactorRecoveryCodes>(`${ADMIN_API}/2fa/enable`, json({ code })),
    disableTwoFactor: async (code) => {
      await httpClient(`${ADMIN_API}/2fa/disable`, json({ code }));
    },
  };
}
