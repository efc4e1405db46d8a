import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { RegistrationPeriod, RegistrationStats } from '@academy/contracts';
import type { AcademyDataProvider } from '../providers/data-provider';

export interface RegistrationsState {
  /** The latest answer; null before the first one and after a failed call. */
  stats: RegistrationStats | null;
  loading: boolean;
  /** The latest call failed; stays set while a retry is on its way. */
  failed: boolean;
}

/** The registrations of the chosen period (the answer carries the user count too). */
export function useRegistrations(period: RegistrationPeriod): RegistrationsState {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const [state, setState] = useState<RegistrationsState>({
    stats: null,
    loading: true,
    failed: false,
  });

  useEffect(() => {
    // A quick click through the periods must not let a slow older answer win.
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    dataProvider.getRegistrations(period).then(
      (stats) => {
        if (current) setState({ stats, loading: false, failed: false });
      },
      () => {
        if (current) setState({ stats: null, loading: false, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, period]);

  return state;
}
