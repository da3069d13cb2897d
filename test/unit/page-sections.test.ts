import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { iconNames, sectionKinds, sectionTypes, validatePage, validateSection, type Section } from '#shared/page-sections/index.ts';

const withId = (section: Section, id: string): Section => ({ ...section, id });
const pageOf = (...sections: Section[]) => ({ title: 'A page', sections: sections.map((section, index) => withId(section, `s${index}`)) });
const header = () => sectionKinds.pageHeader.example();

describe('page section registry', () => {
  it('gives every kind an example that passes its own publish checks, but rich text (starts empty) and the library image (must be chosen)', () => {
    for (const type of sectionTypes) {
      const example = withId(sectionKinds[type].example(), 'x1');
      expect(example.type, type).to.equal(type);
      // Rich text starts empty and is refused until written; no example can name an image of a library it does not
      // know: image and text asks for one, a logo strip for a logo.
      const refused =
        {
          richText: [{ field: 'sections.0.html', message: 'Text is required.' }],
          imageText: [{ field: 'sections.0.image.mediaId', message: 'Image: choose an image.' }],
          logoStrip: [{ field: 'sections.0.logos', message: 'Logos: at least 1.' }],
        }[type as string] ?? [];
      expect(validateSection(example, 0), type).to.deep.equal(refused);
    }
  });

  it('offers the same icons as components/Icon.tsx', () => {
    const source = readFileSync(new URL('../../components/Icon.tsx', import.meta.url), 'utf8');
    const drawn = [...source.matchAll(/^ {2}([a-z-]+): '/gm)].map((match) => match[1]);
    expect([...iconNames]).to.deep.equal(drawn);
  });

  it('names the field of an unknown type, a missing required field and an over-long one', () => {
    expect(validateSection({ id: 'a', type: 'carousel' }, 3)).to.deep.equal([{ field: 'sections.3.type', message: 'Unknown section type "carousel".' }]);
    const faq = { ...sectionKinds.faq.example(), id: 'f', items: [{ question: '', answer: 'x'.repeat(1001) }] };
    const fields = validateSection(faq, 2).map((error) => error.field);
    expect(fields).to.deep.equal(['sections.2.items.0.question', 'sections.2.items.0.answer']);
  });

  it('lets a draft keep an empty required field, but not a field of the wrong shape', () => {
    const draft = { ...sectionKinds.faq.example(), id: 'f', heading: '' };
    expect(validateSection(draft, 0, 'draft')).to.deep.equal([]);
    expect(validateSection({ ...draft, heading: 7 }, 0, 'draft').map((error) => error.field)).to.deep.equal(['sections.0.heading']);
    expect(validateSection({ ...draft, colour: 'red' }, 0, 'draft').map((error) => error.field)).to.deep.equal(['sections.0.colour']);
  });

  it('refuses an image without alt text unless it is decorative', () => {
    const platforms = sectionKinds.platforms.example();
    const missing = { ...platforms, id: 'p', items: [{ name: 'Epic', logo: { src: '/logos/epic.svg', alt: ' ', decorative: false } }] };
    expect(validateSection(missing, 1).map((error) => error.field)).to.deep.equal(['sections.1.items.0.logo.alt']);
    const decorative = { ...missing, items: [{ name: 'Epic', logo: { src: '/logos/epic.svg', alt: '', decorative: true } }] };
    expect(validateSection(decorative, 1)).to.deep.equal([]);
  });

  it('asks for exactly one h1, first, and headings that do not skip a level', () => {
    expect(validatePage(pageOf(header(), sectionKinds.faq.example()))).to.deep.equal([]);
    expect(validatePage(pageOf(sectionKinds.faq.example())).map((error) => error.field)).to.deep.equal(['sections.0.heading', 'sections']);
    expect(validatePage(pageOf(header(), header())).map((error) => error.field)).to.deep.equal(['sections.1.heading']);
    const skipping = { ...sectionKinds.richText.example(), html: '<h2>A</h2><h4>B</h4>' };
    expect(validatePage(pageOf(header(), skipping)).map((error) => error.field)).to.deep.equal(['sections.1.html']);
    expect(validatePage(pageOf(header(), { ...header(), hidden: true }))).to.deep.equal([]);
  });

  it('refuses an internal link that does not resolve, naming its field', () => {
    const cta = { ...sectionKinds.ctaBand.example(), buttonHref: '/nowhere#x' };
    const text = { ...sectionKinds.richText.example(), html: '<p><a href="/missing">x</a> <a href="/solutions">y</a></p>' };
    const pathExists = (path: string) => path === '/' || path === '/solutions';
    const errors = validatePage(pageOf(header(), cta, text), { pathExists });
    expect(errors.map((error) => error.field)).to.deep.equal(['sections.1.buttonHref', 'sections.2.html']);
    expect(errors[0]!.message).to.contain('/nowhere#x');
  });

  it('names a duplicated section id', () => {
    const page = { title: 'A page', sections: [withId(header(), 'same'), withId(sectionKinds.faq.example(), 'same')] };
    expect(validatePage(page).map((error) => error.field)).to.deep.equal(['sections.1.id']);
  });
});
