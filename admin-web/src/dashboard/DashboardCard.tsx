import type { ReactNode } from 'react';
import { TitledCard } from '../components/TitledCard';
import type { MessageKey } from '../i18n/en';

/** A figure with its caption; the figure never wraps mid-number and never leaves its card. */
export function DashboardCard({ label, children }: { label: MessageKey; children: ReactNode }) {
  return (
    <TitledCard title={label} titleVariant="subtitle1" sx={{ minWidth: 0 }}>
      {children}
    </TitledCard>
  );
}
