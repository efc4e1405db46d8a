/**
 * Settings that make production unsafe (money credited without payment, the server calling its
 * own network): refused there unless ALLOW_UNSAFE_IN_PRODUCTION names them.
 */
export const UNSAFE_IN_PRODUCTION = ['PAYMENT_PROVIDER', 'WEBHOOK_ALLOW_LOCAL_TARGETS'] as const;
type UnsafeSetting = (typeof UNSAFE_IN_PRODUCTION)[number];

/**
 * Refuses each unsafe setting in production that ALLOW_UNSAFE_IN_PRODUCTION does not name, and
 * returns those it does name, for the start-up warning.
 */
export function unsafeSettingsInUse(
  read: (name: string) => string | undefined,
  problems: string[],
  {
    production,
    webhookAllowLocalTargets,
  }: { production: boolean; webhookAllowLocalTargets: boolean },
): string[] {
  const allowed = new Set<string>();
  for (const name of (read('ALLOW_UNSAFE_IN_PRODUCTION') ?? '').split(',')) {
    const setting = name.trim();
    if (setting === '') continue;
    if (!(UNSAFE_IN_PRODUCTION as readonly string[]).includes(setting)) {
      problems.push(
        `ALLOW_UNSAFE_IN_PRODUCTION names ${UNSAFE_IN_PRODUCTION.join(' and ')} only ` +
          `(got "${setting}")`,
      );
    }
    allowed.add(setting);
  }
  if (!production) return [];
  const risks: Record<UnsafeSetting, string | null> = {
    PAYMENT_PROVIDER:
      read('PAYMENT_PROVIDER') === 'sandbox'
        ? 'PAYMENT_PROVIDER=sandbox credits payments that no one made'
        : null,
    WEBHOOK_ALLOW_LOCAL_TARGETS: webhookAllowLocalTargets
      ? 'WEBHOOK_ALLOW_LOCAL_TARGETS=true lets webhook endpoints reach this server’s own network'
      : null,
  };
  const inUse: string[] = [];
  for (const setting of UNSAFE_IN_PRODUCTION) {
    const risk = risks[setting];
    if (risk === null) continue;
    if (allowed.has(setting)) {
      inUse.push(risk);
    } else {
      problems.push(
        `${risk}: it is refused in production unless ALLOW_UNSAFE_IN_PRODUCTION names ${setting}`,
      );
    }
  }
  return inUse;
}
