/**
 * A strict SVG sanitizer for uploaded logos: DOMPurify (cure53/DOMPurify, maintained,
 * with its SVG profile) over jsdom, plus rules of our own for what a logo never
 * needs: no scripts or event handlers (DOMPurify), no <style>, <foreignObject>,
 * <image>, <a> or animation that could set attributes, no style attributes, and no
 * reference outside the document (an href or url() that is not "#fragment").
 * The HTML parser DOMPurify uses does not expand XML entities, so entity bombs and
 * external entities are inert. test/server/sanitize-svg.test.ts holds the hostile cases.
 */
import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type { DOMPurify } from 'dompurify';
import type * as jsdomType from 'jsdom';

const forbiddenTags = ['style', 'script', 'foreignObject', 'image', 'a', 'animate', 'animateMotion', 'animateTransform', 'set', 'iframe', 'embed', 'object'];
const referenceAttributes = new Set(['href', 'xlink:href']);
const externalUrl = /url\s*\(\s*(?!['"]?#)/i;

let purifier: DOMPurify | undefined;

/**
 * DOMPurify over a jsdom window, made on the first upload: loading jsdom costs about a second of
 * CPU, which start-up should not pay for a page that never sees an SVG
 * (docs/decisions/040-cold-start.md). Loaded synchronously, so sanitizing stays a plain call.
 */
function purify(): DOMPurify {
  if (!purifier) {
    const require = createRequire(import.meta.url);
    const { JSDOM } = require('jsdom') as typeof jsdomType;
    const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
    const { window } = new JSDOM('');
    const made = createDOMPurify(window as unknown as Parameters<typeof createDOMPurifyType>[0]);
    made.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if (referenceAttributes.has(name) && !value.startsWith('#')) data.keepAttr = false;
      if (externalUrl.test(value)) data.keepAttr = false;
    });
    purifier = made;
  }
  return purifier;
}

export interface SanitizedSvg {
  svg: string;
  width: number;
  height: number;
}

/** Parses a length attribute in user units or px; anything else (%, em) is ignored. */
function length(value: string | null): number | undefined {
  const match = value ? /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/** The sanitized document with its size, or undefined when nothing that is an SVG image remains. */
export function sanitizeSvg(source: string): SanitizedSvg | undefined {
  const fragment = purify().sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const elements = [...fragment.children];
  const root = elements[0];
  if (elements.length !== 1 || root?.tagName.toLowerCase() !== 'svg') return undefined;
  // A standalone SVG file needs its namespace; SVG 2's plain href replaces xlink:href.
  root.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const xlink = element.getAttribute('xlink:href');
    if (xlink !== null) {
      element.removeAttribute('xlink:href');
      element.setAttribute('href', xlink);
    }
    for (const attribute of [...element.attributes]) if (attribute.name.startsWith('xmlns:')) element.removeAttribute(attribute.name);
  }
  const viewBox = root.getAttribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const fromViewBox = viewBox?.length === 4 && viewBox.every(Number.isFinite) ? { width: viewBox[2]!, height: viewBox[3]! } : undefined;
  const width = length(root.getAttribute('width')) ?? fromViewBox?.width;
  const height = length(root.getAttribute('height')) ?? fromViewBox?.height;
  if (!width || !height) return undefined;
  return { svg: root.outerHTML, width: Math.round(width), height: Math.round(height) };
}
