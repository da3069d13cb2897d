/**
 * The XSS corpus oracle (meta.oracle of test/fixtures/xss-payloads.json) for
 * sanitized blog HTML: allowed tags, attributes and URL schemes only.
 * htmlparser2 decodes entities in attributes.
 */
import { expect } from 'chai';
import { parseDocument } from 'htmlparser2';
import { colourClasses } from '#shared/blog-rules.ts';
import { imageLayoutClasses, isOwnMediaSrcset, isOwnMediaUrl } from '#shared/media.ts';
import { elementsOf as elements } from './html.ts';
import { isSafeUrl } from './xss-corpus.ts';

export const imageTags = ['figure', 'figcaption', 'picture', 'source', 'img'];
/** Exactly what the editor's table block writes (decision 032). */
export const tableTags = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];
export const contentTags = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'strike',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'span',
  ...imageTags,
  ...tableTags,
];
export const excerptTags = ['strong', 'em', 'u', 'a', 'ul', 'ol', 'li'];

const imageAttributes: Record<string, string[]> = {
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'fetchpriority'],
  source: ['type', 'srcset', 'sizes'],
  figure: ['class'],
  picture: [],
  figcaption: [],
};
const figureClasses: string[] = [...imageLayoutClasses, 'quote'];
const linkAttributes = ['href', 'title', 'target', 'rel'];

export function expectSafe(html: string, allowedTags: string[]): void {
  for (const element of elements(parseDocument(html).children)) {
    expect(allowedTags, `element <${element.name}> in ${html}`).to.include(element.name);
    for (const [name, value] of Object.entries(element.attribs)) {
      expect(name, `attribute ${name} in ${html}`).not.to.match(/^on/i);
      if (element.name === 'a') expect(linkAttributes).to.include(name);
      else if (element.name === 'span') {
        expect(name).to.equal('class');
        for (const className of value.split(/\s+/)) expect(colourClasses).to.include(className);
      } else if (imageAttributes[element.name]) {
        expect(imageAttributes[element.name], `attribute ${name} on <${element.name}> in ${html}`).to.include(name);
        // Images come only from this site's own media library (docs/product/media.md#in-posts).
        if (name === 'src') expect(isOwnMediaUrl(value), `src ${value}`).to.equal(true);
        if (name === 'srcset') expect(isOwnMediaSrcset(value), `srcset ${value}`).to.equal(true);
        if (name === 'class') for (const className of value.split(/\s+/)) expect(figureClasses).to.include(className);
      } else expect.fail(`<${element.name}> may carry no attributes, found ${name} in ${html}`);
      if (name === 'href') expect(isSafeUrl(value), `href ${value}`).to.equal(true);
    }
  }
}
