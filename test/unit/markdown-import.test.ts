import { expect } from 'chai';
import { importMarkdown, libraryImagePath, localImageName, maxMarkdownBytes } from '#islands/dashboard/editor/markdown-import.ts';
import { htmlToBlocks } from '#islands/dashboard/editor/html-to-blocks.ts';
import { sanitizeContent, sanitizeExcerpt } from '#server/blog/sanitize.server.ts';
import { contentTags, excerptTags, expectSafe } from '../helpers/blog-html-oracle.ts';
import { xssPayloads } from '../helpers/xss-corpus.ts';

const site = 'https://rcm.example';
const own = '/media/0123456789abcdef0123.png';

describe('Markdown import', () => {
  describe('the first level-1 heading', () => {
    it('becomes the title and leaves the body', () => {
      const result = importMarkdown('# Clean *claims* & you\n\nIntro.\n\n## Part');
      expect(result.title).to.equal('Clean claims & you');
      expect(result.html).to.equal('<p>Intro.</p><h2>Part</h2>');
      expect(result.notes).to.deep.equal([]);
    });

    it('turns later level-1 headings into level 2, and says so', () => {
      const result = importMarkdown('Intro\n\n# Title\n\ntext\n\n# Second\n\nSetext\n======');
      expect(result.title).to.equal('Title');
      expect(result.html).to.equal('<p>Intro</p><p>text</p><h2>Second</h2><h2>Setext</h2>');
      expect(result.notes).to.deep.equal(['2 more level-1 headings (“Second”, “Setext”) became level 2: a page has one level-1 heading, its title.']);
    });

    it('gives no title when there is no level-1 heading', () => {
      expect(importMarkdown('## Only two\n\ntext').title).to.equal(null);
    });
  });

  describe('front matter', () => {
    it('fills the title, excerpt, slug and tags', () => {
      const result = importMarkdown(
        '---\ntitle: "Denials: a guide"\nexcerpt: Why **claims** fail\nslug: Denials Guide!\ntags:\n  - Billing\n  - A/R\n  - Billing\n---\n# Denials: a guide\n\nBody',
      );
      expect(result).to.include({ title: 'Denials: a guide', excerpt: 'Why <strong>claims</strong> fail', slug: 'denials-guide', html: '<p>Body</p>' });
      expect(result.tags).to.deep.equal(['Billing', 'A/R']);
      expect(result.notes).to.deep.equal([]);
      expect(sanitizeExcerpt(result.excerpt!)).to.equal(result.excerpt);
    });

    it('reads description as the excerpt and comma-separated tags, and names the fields it does not use', () => {
      const result = importMarkdown('---\ndescription: Short\ntags: one, two\ndate: 2024-01-01\nauthor: Jane\n---\nBody');
      expect(result).to.include({ excerpt: 'Short', title: null });
      expect(result.tags).to.deep.equal(['one', 'two']);
      expect(result.notes).to.deep.equal(['Front matter fields not used: date, author (only title, excerpt, slug and tags fill the post).']);
    });

    it('says when the front matter title differs from the heading it removed', () => {
      const result = importMarkdown('---\ntitle: From the matter\n---\n# From the heading\n\nBody');
      expect(result.title).to.equal('From the matter');
      expect(result.html).to.equal('<p>Body</p>');
      expect(result.notes).to.deep.equal([
        "The first heading “From the heading” was removed from the text: the front matter's title “From the matter” is the title.",
      ]);
    });

    it('reports front matter that is not YAML, and keeps the body', () => {
      const result = importMarkdown('---\ntitle: [unclosed\n---\nBody');
      expect(result.html).to.equal('<p>Body</p>');
      expect(result.notes[0]).to.match(/^The front matter was left out: it is not valid YAML/);
    });

    it('keeps at most 20 tags of at most 50 characters', () => {
      const tags = Array.from({ length: 25 }, (_, index) => `tag${index}`);
      const result = importMarkdown(`---\ntags: [${tags.join(', ')}, ${'x'.repeat(51)}]\n---\nBody`);
      expect(result.tags).to.deep.equal(tags.slice(0, 20));
      expect(result.notes).to.have.length(2);
    });

    it('treats a --- rule later in the file as a rule, not front matter', () => {
      const result = importMarkdown('Body\n\n---\n\ntitle: no');
      expect(result.title).to.equal(null);
      expect(result.notes).to.deep.equal(['A horizontal rule (---) was left out: the editor has no divider block.']);
    });
  });

  describe('tables', () => {
    it('become a table with a header row, inline formatting kept', () => {
      const result = importMarkdown('| Payer | Days |\n|---|---|\n| **Aetna** | 28 |\n| `BCBS` | [41](https://example.com) |');
      expect(result.html).to.equal(
        '<table><thead><tr><th>Payer</th><th>Days</th></tr></thead><tbody><tr><td><strong>Aetna</strong></td><td>28</td></tr>' +
          '<tr><td><code>BCBS</code></td><td><a href="https://example.com">41</a></td></tr></tbody></table>',
      );
      expect(result.imported).to.equal('1 table');
      expect(result.notes).to.deep.equal([]);
      expect(htmlToBlocks(result.html)[0]).to.deep.include({ type: 'table' });
    });

    it('say that column alignment was not kept', () => {
      expect(importMarkdown('| a | b |\n|:-:|--:|\n| 1 | 2 |').notes).to.deep.equal([
        'Column alignment (:---:) in 1 table was not kept: table columns follow the text.',
      ]);
    });
  });
});

describe('Markdown import: images, dropped markup and safety', () => {
  describe('images', () => {
    it('of the media library become image blocks, from a path or an absolute URL on this site', () => {
      const result = importMarkdown(`![Front desk](${own})\n\nText ![inline](${site}${own}) more`, { siteOrigin: site });
      expect(result.html).to.equal(
        `<figure class="image-column"><img src="${own}" alt="Front desk" /></figure><p>Text</p><figure class="image-column"><img src="${own}" alt="inline" /></figure><p>more</p>`,
      );
      expect(result.imported).to.equal('2 images and 2 paragraphs');
      expect(result.notes).to.deep.equal([]);
    });

    it('without alt text are not taken as decorative: the note asks for alt text', () => {
      const result = importMarkdown(`![](${own})`);
      expect(result.html).to.equal(`<figure class="image-column"><img src="${own}" /></figure>`);
      expect(result.notes).to.deep.equal(['1 image has no alt text yet: write it in the image block (or mark the image decorative) before publishing.']);
    });

    it('from elsewhere become links, and the summary says which and why', () => {
      const result = importMarkdown('![Chart](https://cdn.example/chart.png)', { siteOrigin: site });
      expect(result.html).to.equal('<p><a href="https://cdn.example/chart.png">Chart</a></p>');
      expect(result.notes).to.deep.equal([
        "Image “Chart” (https://cdn.example/chart.png) was not imported: only images from this site's media library (/media/…) can be shown. It is now a link; upload the file under Media and add it with the image block.",
      ]);
    });

    it('named by file, or by a data: or javascript: address, keep their alt text, with a note', () => {
      const result = importMarkdown('![Diagram](diagram.png)\n\n![x](data:image/png;base64,AAAA)\n\n![y](javascript:alert(1))');
      expect(result.html).to.equal('<p>Diagram</p><p>x</p><p>y</p>');
      expect(result.notes).to.have.length(3);
      expect(result.notes[0]).to.include('“Diagram” (diagram.png) was not imported: it names a file beside the Markdown');
      expect(result.notes[1]).to.include('that kind of address cannot be shown');
    });

    it('inside a table or a list cannot stand there: a note says so', () => {
      const result = importMarkdown(`| a |\n|---|\n| ![in cell](${own}) |\n\n- ![in list](${own})`);
      expect(result.html).to.equal('<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>in cell</td></tr></tbody></table><ul><li>in list</li></ul>');
      expect(result.notes).to.deep.equal([
        'Image “in cell” (/media/0123456789abcdef0123.png) was not imported: images can stand only between paragraphs, not inside a table. Add it with the image block.',
        'Image “in list” (/media/0123456789abcdef0123.png) was not imported: images can stand only between paragraphs, not inside a list. Add it with the image block.',
      ]);
    });

    it('named by file and chosen with the Markdown become image blocks once uploaded; a refused one says why', () => {
      const markdown = '![Chart](images/Chart%201.PNG)\n\n![Logo](./logo.png)\n\n| ![cell](cell.png) |\n|---|\n| x |';
      const first = importMarkdown(markdown);
      expect(first.localImages).to.deep.equal([
        { name: 'chart 1.png', alt: 'Chart' },
        { name: 'logo.png', alt: 'Logo' },
      ]);
      const uploaded = new Map([['chart 1.png', own]]);
      const refused = new Map([['logo.png', 'The file is not an image the library accepts.']]);
      const result = importMarkdown(markdown, { uploaded, refused });
      expect(result.html).to.match(new RegExp(`^<figure class="image-column"><img src="${own}" alt="Chart" /></figure><p>Logo</p>`));
      expect(result.notes[0]).to.equal(
        'Image “Logo” (./logo.png) was not imported: the media library refused the file (The file is not an image the library accepts.). Its alt text was kept.',
      );
      expect(localImageName('https://x.example/a.png')).to.equal(undefined);
      expect(localImageName('/media/a.png')).to.equal(undefined);
      expect(localImageName('a%zz.png')).to.equal('a%zz.png');
    });

    it('count as the library only for exact library paths on this origin', () => {
      expect(libraryImagePath(own)).to.equal(own);
      expect(libraryImagePath(`${site}${own}`, site)).to.equal(own);
      expect(libraryImagePath(`${site}${own}?x=1`, site)).to.equal(undefined);
      expect(libraryImagePath(`https://evil.example${own}`, site)).to.equal(undefined);
      expect(libraryImagePath('/media/../secret.png', site)).to.equal(undefined);
    });
  });

  it('names every construct the allowlist drops', () => {
    const result = importMarkdown(
      '> quote\n> - item\n\n- [ ] task\n- [x] done\n\n```js\nlet a = 1;\n```\n\n<script>alert(1)</script>\n\n<div><sup>2</sup> in div</div>\n\n[bad](javascript:alert(1)) <img src="https://x.example/a.png">',
    );
    expect(result.notes).to.have.members([
      "A <ul> inside a quote was flattened into lines of the quote's text.",
      '2 task list checkboxes were left out; the items are kept as a plain list.',
      'A code block language was not kept (the code is).',
      'A <script> element was removed with its content.',
      'A <div> tag was removed; the text inside was kept.',
      'A <sup> tag was removed; the text inside was kept.',
      'A link with an unsafe address was kept as text without the address.',
      'An HTML <img> tag was removed: only images of the media library can be shown.',
    ]);
    expect(result.html).to.equal(
      '<blockquote>quote<br />item</blockquote><ul><li>task</li><li>done</li></ul><pre><code>let a = 1;</code></pre><p>2 in div</p><p><a>bad</a></p>',
    );
  });

  it('keeps quotes, code, lists, nested lists, links and emphasis', () => {
    const result = importMarkdown(
      '> Clean *claims*\n\n1. one\n   1. nested\n2. two ~~old~~\n\nText\n\n    indented code\n\nA [link](https://example.com "t") and **bold**.',
    );
    expect(result.html).to.equal(
      '<blockquote>Clean <em>claims</em></blockquote><ol><li>one<ol><li>nested</li></ol></li><li>two <s>old</s></li></ol><p>Text</p><pre><code>indented code</code></pre>' +
        '<p>A <a href="https://example.com" title="t">link</a> and <strong>bold</strong>.</p>',
    );
    expect(result.notes).to.deep.equal([]);
  });

  it("says when a nested list of the other kind takes its list's kind", () => {
    const result = importMarkdown('1. one\n   - bullet');
    expect(result.html).to.equal('<ol><li>one<ol><li>bullet</li></ol></li></ol>');
    expect(result.notes).to.deep.equal([
      "A nested list of the other kind (numbered in bulleted, or bulleted in numbered) took its outer list's kind: a list has one kind.",
    ]);
  });

  it('lets nothing dangerous through from any XSS corpus payload, as Markdown or as front matter, and never throws', () => {
    for (const { id, payload } of xssPayloads) {
      for (const markdown of [
        payload,
        `# ${payload}\n\n${payload}`,
        `---\ntitle: ${JSON.stringify(payload)}\nexcerpt: ${JSON.stringify(payload)}\n---\n${payload}`,
        `| ${payload.replace(/\|/g, '')} |\n|---|\n| x |`,
      ]) {
        const result = importMarkdown(markdown, { siteOrigin: site });
        expectSafe(result.html, contentTags);
        expect(sanitizeContent(result.html), id).to.equal(result.html);
        if (result.excerpt !== null) {
          expectSafe(result.excerpt, excerptTags);
          expect(sanitizeExcerpt(result.excerpt), id).to.equal(result.excerpt);
        }
        // The title is text, stored verbatim and escaped by React wherever it shows.
        expect(result.title === null || typeof result.title === 'string', id).to.equal(true);
      }
    }
  });

  it('converts a Markdown file of the largest accepted size without failing', () => {
    const paragraph = 'Clean claims get paid **faster**; denials cost [money](https://example.com).\n\n';
    const markdown = paragraph.repeat(Math.floor(maxMarkdownBytes / paragraph.length));
    const result = importMarkdown(markdown);
    expect(result.html.startsWith('<p>Clean claims')).to.equal(true);
    expect(result.notes).to.deep.equal([]);
  });
});
