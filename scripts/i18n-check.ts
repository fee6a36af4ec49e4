// The catalogue check (docs/i18n.md), run by `npm run check` and so by `npm test` and CI: fails
// when a key is in one language and not the other, or when no code uses a key; prints the number
// of keys in each language. Run: npx tsx scripts/i18n-check.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogues } from '../packages/contracts/src/i18n/catalogues.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Texts = { readonly [key: string]: string | Texts };

/** Every key of a catalogue as i18next reads it: 'namespace:path.to.text', plural forms apart. */
function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => {
    const name = prefix ? (prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`) : `${key}:`;
    return typeof value === 'string' ? [name] : keysOf(value, name);
  });
}

const keys = Object.fromEntries(
  Object.entries(catalogues).map(([language, catalogue]) => [language, keysOf(catalogue)]),
) as Record<keyof typeof catalogues, string[]>;

const failures: string[] = [];
const [english, ...others] = Object.keys(keys) as Array<keyof typeof keys>;
for (const other of others) {
  const theirs = new Set(keys[other]);
  const ours = new Set(keys[english!]);
  for (const key of ours) if (!theirs.has(key)) failures.push(`missing in ${other}: ${key}`);
  for (const key of theirs) if (!ours.has(key)) failures.push(`missing in ${english}: ${key}`);
}

// Where keys are used: the source of the web app, the server and the packages, the catalogues
// themselves left out.
const sourceDirs = [
  'apps/web/src',
  'apps/server/src',
  'packages/contracts/src',
  'packages/astro/src',
];
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory())
      return relative.endsWith(path.join('contracts', 'src', 'i18n')) ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}
const source = sourceDirs
  .flatMap(sourceFiles)
  .map((file) => readFileSync(path.join(root, file), 'utf8'))
  .join('\n');

// A key is used when it is written out ('nav.home', 'mail:otp.note'), or matches a key built in a
// template (`nav.${key}` stands for every nav.* key), or, for the spec's `messages` and the
// modules' texts of `server`, when the code reads it through its object (`messages.<path>`,
// `adminTexts.payoutRecorded` for 'server:admin.payoutRecorded': schemas and the server use the
// English objects directly; screens show them translated by their wording) or writes it out as
// 'messages:<path>'.
const literals = new Set([...source.matchAll(/['"`]([\w.:-]+)['"`]/g)].map((m) => m[1]));
const templates = [...source.matchAll(/`([\w.:-]*\$\{[^`]*)`/g)]
  // A key is built from a written namespace or path ('nav.', 'routes:'): a template of
  // placeholders alone (`${namespace}:${key}`) would stand for any key.
  .filter((m) => /[a-z][.:]/i.test(m[1]!.replace(/\$\{[^}]*\}/g, ' ')))
  .map(
    (m) =>
      new RegExp(
        `^${m[1]!
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[\\w-]+')}$`,
      ),
  );
// The objects read for those two namespaces, each with the key its reads start from: `messages`
// (also under another name: `import { messages as texts }`, `const m = messages.astroTools`), and
// each object the English `server` namespace is built from (`admin: adminTexts`, `admin:
// without(adminTexts, …)`). An object read by a key in a variable (`courseEnquiryMessages[path]`)
// counts a text as read when its key is written out somewhere ('secondaryEducation').
const aliases = new Map<string, string>([['messages', 'messages:']]);
for (const m of source.matchAll(/\bmessages as (\w+)/g)) aliases.set(m[1]!, 'messages:');
for (const m of source.matchAll(/\b(\w+) = messages\.([\w.]+);/g))
  aliases.set(m[1]!, `messages:${m[2]}.`);
const serverTexts = readFileSync(
  path.join(root, 'packages/contracts/src/i18n/en/server.ts'),
  'utf8',
);
for (const m of serverTexts.matchAll(/^ {2}(\w+): (?:without\(\s*)?(\w+)/gm))
  aliases.set(m[2]!, `server:${m[1]}.`);
const propertyReads = new Set(
  [...aliases].flatMap(([alias, prefix]) =>
    [...source.matchAll(new RegExp(`\\b${alias}\\.([\\w.]+)`, 'g'))].flatMap((m) => {
      const parts = (prefix + m[1]!).split('.');
      return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
    }),
  ),
);
const indexReads = [...aliases]
  .filter(([alias]) => new RegExp(`\\b${alias}\\[`).test(source))
  .map(([, prefix]) => prefix);

function isUsed(key: string): boolean {
  const [namespace, keyPath] = key.split(':') as [string, string];
  const base = keyPath.replace(/_(zero|one|two|few|many|other)$/, '');
  // A screen may also ask for a `messages` text by its key, to fill it in the chosen language.
  const name = `${namespace}:${base}`;
  if (namespace === 'messages' || namespace === 'server')
    return (
      propertyReads.has(name) ||
      literals.has(name) ||
      indexReads.some(
        (prefix) => name.startsWith(prefix) && literals.has(name.slice(prefix.length)),
      )
    );
  const names = [name, base];
  return names.some((name) => literals.has(name) || templates.some((t) => t.test(name)));
}
for (const key of keys[english!]) if (!isUsed(key)) failures.push(`unused: ${key}`);

console.log(
  `i18n catalogue: ${Object.entries(keys)
    .map(([language, list]) => `${language} ${list.length} keys`)
    .join(', ')}`,
);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  console.error(`i18n catalogue: ${failures.length} problem(s)`);
  process.exit(1);
}
console.log('i18n catalogue: every key in every language, and every key used');
