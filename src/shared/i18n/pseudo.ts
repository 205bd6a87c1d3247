import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MARKED = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const ACCENTED = new Map([...PLAIN].map((c, i) => [c, [...MARKED][i]!]));

/** Literal text accented, and vowels doubled until it is 40% longer: arguments and tags keep their names. */
function stretch(text: string): string {
  const target = Math.ceil(text.length * 0.4);
  let added = 0;
  let out = '';
  for (const c of text) {
    const a = ACCENTED.get(c) ?? c;
    out += a;
    if (added < target && /[aeiouAEIOU]/.test(c)) {
      out += a;
      added += 1;
    }
  }
  // Short on vowels: filler up to 40% longer, so a label too narrow for a longer language shows here first.
  return added < target && text.trim() !== '' ? out + '·'.repeat(target - added) : out;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === 0) return { ...el, value: stretch(el.value) };
    if ('options' in el)
      return {
        ...el,
        options: Object.fromEntries(
          Object.entries(el.options).map(([k, o]) => [k, { ...o, value: pseudoElements(o.value) }]),
        ),
      } as MessageFormatElement;
    if ('children' in el) return { ...el, children: pseudoElements(el.children) };
    return el;
  });
}

/** The pseudo-locale: every English message accented, about 40% longer, between brackets. */
export function pseudoMessage(message: string): string {
  return `[${printAST(pseudoElements(parse(message)))}]`;
}

export function pseudoCatalogue<C extends Record<string, string>>(source: C): C {
  return Object.fromEntries(Object.entries(source).map(([id, m]) => [id, pseudoMessage(m)])) as C;
}
