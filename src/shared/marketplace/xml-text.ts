/** Character data for the XML scanner: the five XML entities and character references, decoded or refused. */

import { fail } from './xml-errors.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * xml[from, to) with entity and character references decoded (its first `&` at firstAmp, or none before `to`); an
 * unknown or broken reference is refused.
 */
export function decodeText(xml: string, from: number, to: number, firstAmp: number): string {
  let amp = firstAmp;
  if (amp < 0 || amp >= to) return xml.slice(from, to);
  let out = '';
  let at = from;
  while (amp >= 0 && amp < to) {
    const semi = xml.indexOf(';', amp);
    if (semi < 0 || semi >= to || semi - amp > 12) fail(xml, "a '&' that starts no entity", amp);
    out += xml.slice(at, amp) + entity(xml, xml.slice(amp + 1, semi), amp);
    at = semi + 1;
    amp = xml.indexOf('&', at);
  }
  return out + xml.slice(at, to);
}

function entity(xml: string, ref: string, at: number): string {
  const named = ENTITIES[ref];
  if (named !== undefined) return named;
  const code = /^#\d+$/.test(ref)
    ? Number(ref.slice(1))
    : /^#x[\da-fA-F]+$/.test(ref)
      ? parseInt(ref.slice(2), 16)
      : -1;
  if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    fail(xml, `an unknown entity &${ref};`, at);
  return String.fromCodePoint(code);
}
