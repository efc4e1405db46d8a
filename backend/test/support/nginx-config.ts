/** One directive of an nginx configuration: `name args…;` or `name args… { children }`. */
export interface NginxDirective {
  name: string;
  args: string[];
  children?: NginxDirective[];
}

/**
 * Reads nginx's configuration syntax (directives, blocks, quoted strings, comments, ${names} in
 * words) into a tree, enough to check what the shipped file says without an nginx binary.
 */
export function parseNginxConfig(text: string): NginxDirective[] {
  const tokens =
    text.match(/#[^\n]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[{};]|(?:\$\{\w+\}|[^\s{};"'#])+/g) ??
    [];
  let position = 0;
  const block = (nested: boolean): NginxDirective[] => {
    const directives: NginxDirective[] = [];
    let words: string[] = [];
    while (position < tokens.length) {
      const token = tokens[position++];
      if (token.startsWith('#')) continue;
      if (token === ';') {
        directives.push({ name: words[0], args: words.slice(1) });
        words = [];
      } else if (token === '{') {
        directives.push({ name: words[0], args: words.slice(1), children: block(true) });
        words = [];
      } else if (token === '}') {
        if (!nested) throw new Error('nginx configuration: unexpected }');
        return directives;
      } else {
        words.push(/^["']/.test(token) ? token.slice(1, -1) : token);
      }
    }
    if (nested || words.length > 0) throw new Error('nginx configuration: unexpected end');
    return directives;
  };
  return block(false);
}

/** nginx's size syntax (`512`, `64k`, `6m`, `1g`) in bytes. */
export function nginxSize(value: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(value);
  if (!match) throw new Error(`not an nginx size: ${value}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2].toLowerCase() as '' | 'k'];
  return Number(match[1]) * unit;
}

/**
 * The location block of `server` that nginx picks for `path`: an exact match (`=`), else the
 * longest prefix, unless a regular expression matches first (skipped when that prefix is `^~`).
 */
export function locationFor(server: NginxDirective, path: string): NginxDirective | undefined {
  const locations = (server.children ?? []).filter((directive) => directive.name === 'location');
  const exact = locations.find(({ args }) => args[0] === '=' && args[1] === path);
  if (exact) return exact;
  const prefixes = locations
    .filter(({ args }) => args.length === 1 || args[0] === '^~')
    .filter(({ args }) => path.startsWith(args.at(-1)!))
    .sort((a, b) => b.args.at(-1)!.length - a.args.at(-1)!.length);
  if (prefixes[0]?.args[0] === '^~') return prefixes[0];
  const regex = locations.find(
    ({ args }) =>
      (args[0] === '~' || args[0] === '~*') &&
      new RegExp(args[1], args[0] === '~*' ? 'i' : '').test(path),
  );
  return regex ?? prefixes[0];
}

/** The value of a directive as it applies inside the given blocks, innermost first. */
export function effective(name: string, ...blocks: (NginxDirective[] | undefined)[]): string[] {
  for (const directives of blocks) {
    const found = directives?.find((directive) => directive.name === name);
    if (found) return found.args;
  }
  return [];
}
