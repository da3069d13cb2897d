/**
 * Every section kind filled from its field specs at the limits (shared/page-sections/): the longest content
 * its limits allow (every text at its maxLength, every list at its maxItems, or as many items as one page's body
 * holds) and the shortest (required texts
 * of one word, lists at their minItems, optional fields empty), for the layout and accessibility checks.
 */
import { jsonBytes, maxPageBytes, maxSections, sectionKinds, sectionTypes, type FieldSpec, type Section } from '#shared/page-sections/index.ts';

export type Extreme = 'longest' | 'shortest';

const words = 'Claims move faster when every step of the revenue cycle is checked before it is sent ';

/** A text of exactly `length` characters (no space at either end), starting with `seed` so that no two are the same. */
function textOf(length: number, seed: string): string {
  let text = `${seed.replace(/[^a-zA-Z0-9]+/g, ' ')} ${words.repeat(Math.ceil(length / words.length) + 1)}`.slice(0, length);
  while (text.endsWith(' ')) text = `${text.slice(0, -1)}s`;
  return text;
}

/**
 * `imageId`: the media-library image every image field shows (the caller uploads it); null leaves required image
 * fields unchosen and optional ones out, as a draft may.
 */
function valueOf(spec: FieldSpec, extreme: Extreme, where: string, cap: number, imageId: number | null): unknown {
  const longest = extreme === 'longest';
  switch (spec.kind) {
    case 'text':
    case 'textarea':
      if (spec.name === 'anchor')
        return longest
          ? `anchor-${where}`
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .slice(0, 40)
          : '';
      if (!spec.required && !longest) return '';
      // The shortest: one word, the kind's name, so that two sections never have the same heading.
      return longest ? textOf(spec.maxLength ?? 40, where) : where.split('-')[0]!.slice(0, spec.maxLength ?? 40);
    case 'richText':
      if (!spec.required && !longest) return '';
      return longest ? `<h2>Heading</h2><p>${textOf((spec.maxLength ?? 400) - 'Heading'.length - 4, where)}</p>` : '<p>Billing</p>';
    case 'url':
      return spec.required || longest ? '/solutions' : '';
    case 'guide':
      // The caller sets the guide it uploaded (sectionOf).
      return undefined;
    case 'number':
      return longest ? (spec.max ?? 100) : (spec.min ?? 0);
    case 'boolean':
      return longest;
    case 'select':
      return spec.options?.[longest ? spec.options.length - 1 : 0]?.value ?? '';
    case 'choices':
      // Every option, or the fewest a publish takes.
      return (spec.options ?? []).slice(0, longest ? undefined : (spec.minItems ?? 0)).map((option) => option.value);
    case 'image':
      return { src: '/logos/athenahealth.svg', alt: longest ? textOf(120, where) : 'Logo', decorative: false };
    case 'mediaImage':
      if (imageId === null || (!spec.required && !longest)) return spec.required ? { mediaId: null, alt: '' } : undefined;
      return { mediaId: imageId, alt: longest ? textOf(200, where) : 'Photo' };
    case 'mediaImages': {
      // Its most logos at their longest alt text, or its fewest (none without an image to show).
      const count = imageId === null ? 0 : longest ? (spec.maxItems ?? 3) : (spec.minItems ?? 0);
      return Array.from({ length: count }, (_, index) => ({ mediaId: imageId, alt: longest ? textOf(200, `${where}-${index}`) : 'Logo' }));
    }
    case 'list': {
      const count = longest ? Math.max(spec.minItems ?? 0, Math.min(spec.maxItems ?? 3, cap)) : (spec.minItems ?? 0);
      return Array.from({ length: count }, (_, index) => fieldsOf(spec.of ?? [], extreme, `${where}-${index}`, cap, imageId));
    }
  }
}

function fieldsOf(specs: FieldSpec[], extreme: Extreme, where: string, cap: number, imageId: number | null): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((spec) => [spec.name, valueOf(spec, extreme, `${where}-${spec.name}`, cap, imageId)]).filter(([, value]) => value !== undefined),
  );
}

/**
 * A section at its longest, and each page of the layout checks, stay below this many characters of JSON: a page
 * far smaller than a page may be (maxPageBytes), so that each is quick to draw and check at both widths.
 */
export const pageBudget = 28_000;

/**
 * A section of `type` at `extreme`; a longest one whose lists would pass the budget has fewer items in them. A
 * guide section offers `guideId` (a guide the caller uploaded at the same extreme), or none (it draws nothing).
 */
function sectionOf(type: (typeof sectionTypes)[number], extreme: Extreme, imageId: number | null = null, guideId: number | null = null): Section {
  for (const cap of [Infinity, 20, 10, 6, 4, 3, 2, 1]) {
    const fields = fieldsOf(sectionKinds[type].fields, extreme, type, cap, imageId);
    if (type === 'guide') {
      if (guideId === null) delete fields.guideId;
      else fields.guideId = guideId;
    }
    const section = { id: type, type, ...fields } as unknown as Section;
    if (JSON.stringify(section).length < pageBudget) return section;
  }
  throw new Error(`${type}: no section of it fits one page`);
}

/** One section of every kind at `extreme`, in groups that each fit one page's body; images show `imageId`, the guide section `guideId`. */
export function extremePages(extreme: Extreme, imageId: number | null = null, guideId: number | null = null): Section[][] {
  // Every page opens with its h1, as a real page does: a page header where the group has none of its own.
  const opening = sectionOf('pageHeader', 'shortest');
  const pages: Section[][] = [[]];
  let size = JSON.stringify(opening).length;
  for (const type of sectionTypes) {
    const section = sectionOf(type, extreme, imageId, guideId);
    const length = JSON.stringify(section).length;
    if (size + length > pageBudget) {
      pages.push([]);
      size = JSON.stringify(opening).length;
    }
    pages.at(-1)!.push(section);
    size += length;
  }
  const opensWithH1 = (sections: Section[]) => ['hero', 'pageHeader', 'legal', 'message'].includes(sections[0]!.type);
  return pages.map((sections) => (opensWithH1(sections) ? sections : [{ ...opening, id: 'opening' }, ...sections]));
}

/** A page's title and SEO fields at their limits (the keys the server measures: shared/page-sections/validate.ts). */
const longestSeo = {
  title: textOf(120, 'title'),
  metaTitle: textOf(70, 'meta'),
  metaDescription: textOf(170, 'description'),
  socialImage: `/${'a'.repeat(299)}`,
  noindex: true,
  canonicalUrl: `https://example.com/${'a'.repeat(280)}`,
};

type Faq = { id: string; items: { question: string; answer: string }[] };

/** An FAQ at its most items, every question and answer at its limit in three-byte characters ("€"). */
const heavyFaq = (id: string): Section =>
  ({
    id,
    type: 'faq',
    heading: textOf(80, id),
    items: Array.from({ length: 20 }, () => ({ question: '€'.repeat(160), answer: '€'.repeat(1000) })),
  }) as Section;

/**
 * The largest page a save may carry (decision 087): the title and SEO fields at their limits, every kind of
 * section at its longest (lists cut to fit pageBudget, as above), then FAQs of three-byte characters up to the
 * most sections a page has, cut from the last one back so that the content is exactly `bytes` long in JSON as the
 * editor sends it (maxPageBytes by default: a byte more is a page too large).
 */
export function largestPage(bytes = maxPageBytes): typeof longestSeo & { sections: Section[] } {
  const sections = sectionTypes.map((type) => sectionOf(type, 'longest'));
  while (sections.length < maxSections) sections.push(heavyFaq(`filler-${sections.length}`));
  const page = { ...longestSeo, sections };
  let over = jsonBytes(page) - bytes;
  if (over < 0) throw new Error(`largestPage: ${maxSections} sections do not reach ${bytes} bytes`);
  for (const filler of sections.filter((section) => section.id.startsWith('filler-')).reverse() as unknown as Faq[]) {
    for (let index = filler.items.length - 1; over > 0 && index >= 0; index--) {
      const item = filler.items[index]!;
      // A whole item (and its comma) while that is still too many bytes; then an answer cut to the byte: three
      // bytes a character cut, and one "€" made "é" (a byte less) or "a" (two less).
      const itemBytes = jsonBytes(item) + 1;
      if (over >= itemBytes && index > 0) {
        filler.items.pop();
        over -= itemBytes;
        continue;
      }
      const less = Math.min(over, 3 * (item.answer.length - 1));
      const cut = Math.floor(less / 3);
      const rest = less - 3 * cut;
      item.answer = ['', 'é', 'a'][rest]! + '€'.repeat(item.answer.length - cut - (rest > 0 ? 1 : 0));
      over -= less;
    }
  }
  if (jsonBytes(page) !== bytes) throw new Error(`largestPage: ${jsonBytes(page)} bytes, not ${bytes}`);
  return page;
}
