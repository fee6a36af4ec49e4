import { avatarSize } from '@kusp/contracts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials: first letters of the first and last name. */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || '?').toUpperCase();
}

/** A stable hue from the name, dark enough for white initials to read clearly. */
export function colourOf(name: string): string {
  let hash = 0;
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return `hsl(${hash % 360} 55% 38%)`;
}

/** The generated avatar for someone without a picture: initials on a colour derived from the name. */
export function avatarSvg(firstName: string, lastName: string, size: number = avatarSize): string {
  const initials = escapeXml(initialsOf(firstName, lastName));
  const label = escapeXml(`${firstName} ${lastName}`.trim());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}"><rect width="100%" height="100%" fill="${colourOf(`${firstName} ${lastName}`)}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#fff" font-family="system-ui, Arial, sans-serif" font-size="${Math.round(size * 0.4)}">${initials}</text></svg>`;
}
