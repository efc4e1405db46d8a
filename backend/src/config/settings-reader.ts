/** The environment the API reads its settings from. */
export type Environment = Record<string, string | undefined>;

/** How each part of the configuration reads its settings; every refusal lands in `problems`. */
export interface SettingsReader {
  /** The setting, trimmed; undefined when unset or blank. */
  read: (name: string) => string | undefined;
  integer: (name: string, fallback: number, min: number, max: number) => number;
  url: (name: string, fallback: string | null, protocols: string[]) => string | null;
  /** An http(s) address, or the fallback. */
  web: (name: string, fallback: string) => string;
  /** A secret, refused when shorter than 32 characters. */
  secret: (name: string) => string | undefined;
  /** `true` or `false`; unset is false. */
  flag: (name: string) => boolean;
}

export function settingsReader(env: Environment, problems: string[]): SettingsReader {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string | null, protocols: string[]): string | null => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
      return fallback;
    }
  };
  const web = (name: string, fallback: string): string =>
    url(name, fallback, ['http:', 'https:']) ?? fallback;
  const secret = (name: string): string | undefined => {
    const value = read(name);
    if (value !== undefined && value.length < 32) {
      problems.push(`${name} must be at least 32 characters long`);
    }
    return value;
  };
  const flag = (name: string): boolean => {
    const value = read(name) ?? 'false';
    if (!['true', 'false'].includes(value)) {
      problems.push(`${name} must be true or false (got "${value}")`);
    }
    return value === 'true';
  };
  return { read, integer, url, web, secret, flag };
}
