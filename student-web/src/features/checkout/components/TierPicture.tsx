import type { Purchase } from '@academy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface MetalShades {
  light: string;
  main: string;
  dark: string;
}

const METALS: Record<string, MetalShades> = {
  SILVER: { light: '#f4f6f9', main: '#b9c1cd', dark: '#737d8c' },
  GOLD: { light: '#fcebb0', main: '#e0b12b', dark: '#94700c' },
  PLATINUM: { light: '#f1f4fc', main: '#aab7d8', dark: '#56658f' },
};

const SIZE = 96;

/** A five-pointed star's outline around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** The picture beside the amount: a medal in the tier's metal, or a wallet for a top-up. */
export function TierPicture({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('checkout');
  // Gradient ids must be unique in the page and plain enough for url(#…).
  const gradientId = `metal-${useId().replace(/[^\w-]/g, '')}`;

  if (purchase.kind === 'topup') {
    return (
      <svg
        role="img"
        aria-label={t('picture.topup')}
        width={SIZE}
        height={SIZE}
        viewBox="0 0 96 96"
      >
        <rect x="10" y="26" width="72" height="52" rx="10" fill="#2f6bff" />
        <rect x="10" y="26" width="72" height="14" rx="7" fill="#1c46c4" />
        <rect x="58" y="46" width="30" height="20" rx="6" fill="#8fb3ff" />
        <circle cx="68" cy="56" r="4" fill="#0f2566" />
        <circle cx="30" cy="22" r="14" fill="#e0b12b" stroke="#94700c" strokeWidth="2" />
        <text x="30" y="27" textAnchor="middle" fontSize="15" fontWeight="700" fill="#5a4306">
          $
        </text>
      </svg>
    );
  }

  // A tier staff added is struck in gold.
  const metal = METALS[purchase.tier] ?? METALS.GOLD;
  return (
    <svg
      role="img"
      aria-label={t('picture.tier', { tier: purchase.tier })}
      width={SIZE}
      height={SIZE}
      viewBox="0 0 96 96"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={metal.light} />
          <stop offset="0.55" stopColor={metal.main} />
          <stop offset="1" stopColor={metal.dark} />
        </linearGradient>
      </defs>
      <polygon points="30,62 22,92 34,86 40,96 46,66" fill="#1c46c4" />
      <polygon points="66,62 74,92 62,86 56,96 50,66" fill="#2f6bff" />
      <circle
        cx="48"
        cy="42"
        r="34"
        fill={`url(#${gradientId})`}
        stroke={metal.dark}
        strokeWidth="3"
      />
      <circle
        cx="48"
        cy="42"
        r="25"
        fill="none"
        stroke={metal.light}
        strokeWidth="2"
        opacity="0.8"
      />
      <polygon points={starPoints(48, 43, 17, 7)} fill={metal.dark} />
    </svg>
  );
}
