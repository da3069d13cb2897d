import { expect } from 'chai';
import { checkText, isPathCitation, missingFromIndex, trimPath, type Repository } from '#scripts/citations/check.ts';
import { commentsOnly } from '#scripts/citations/comments.ts';
import { anchorsOf, headingSlug } from '#scripts/citations/markdown.ts';

const files = [
  'README.md',
  'docs/architecture.md',
  'docs/decisions/005-render-cache.md',
  'docs/decisions/015-request-logging-and-the-fast-path.md',
  'docs/product/blog.md',
  'pages/(site)/blog/@slug/+data.ts',
  'server/app.ts',
  'server/api/index.ts',
  'test/fixtures/xss-payloads.json',
  'test/helpers/xss-corpus.ts',
  'test/server/fast-path-headers.test.ts',
];
const markdown: Record<string, string> = {
  'docs/product/blog.md': '# The blog\n\n## Posts\n\n## Read time\n',
  'docs/architecture.md': '# Architecture\n\n## Vike and Express 5\n',
};
const repo: Repository = {
  files: new Set(files),
  folders: new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  ),
  baseNames: new Set(files.map((file) => file.split('/').at(-1)!)),
  decisions: new Set(['005', '015']),
  anchors: (file) => anchorsOf(markdown[file] ?? ''),
};
const problems = (file: string, text: string) => checkText(file, text, repo).map(({ line, message }) => `${line}: ${message}`);
// Spelled in two parts so that this file does not quote a reference it would itself refuse.
const issue = (rest: string) => `iss${'ue'}${rest}`;

describe('check-citations', () => {
  describe('references to a tracker the repository does not have', () => {
    it('refuses them in any file, with their line, also when a comment wraps between the word and the number', () => {
      expect(problems('server/a.ts', `const a = 1;\n/** Images (${issue(' 12')}). */`)).to.deep.equal([
        `2: "${issue(' 12')}": this repository has no issue tracker; say what is meant`,
      ]);
      expect(problems('server/a.ts', `/**\n * the ${issue('\n')} * #16 fix\n */`)).to.have.length(1);
      expect(problems('data.json', `{"note": "${issue('s 11-16')}"}`)).to.have.length(1);
      expect(problems('docs/a.md', `As ${issue(' 13')} asks.`)).to.have.length(1);
    });

    it("lets another project's issue be cited after its name", () => {
      expect(problems('test/fixtures/x.json', `"apostrophecms/sanitize-html ${issue(' #100')}"`)).to.deep.equal([]);
      expect(problems('server/a.ts', '// a library issue, vikejs/vike#1815')).to.deep.equal([]);
    });
  });

  describe('decision numbers', () => {
    it('need a record, alone or in a list', () => {
      expect(problems('vite.config.ts', '/** Two stylesheets (decision 042). */')).to.deep.equal(['1: decision 042: there is no docs/decisions/042-*.md']);
      expect(problems('docs/a.md', 'See decisions 005, 015 and 041.')).to.deep.equal(['1: decision 041: there is no docs/decisions/041-*.md']);
      expect(problems('docs/a.md', 'Status: Accepted; amended by 016.')).to.have.length(1);
      expect(problems('docs/a.md', 'decisions 005 and 015')).to.deep.equal([]);
    });
  });

  describe('paths in comments', () => {
    it('must name a file or a folder of the repository', () => {
      expect(problems('server/a.ts', '// docs/decisions/015-request-logging.md')).to.deep.equal([
        '1: docs/decisions/015-request-logging.md: no such file or folder',
      ]);
      expect(problems('server/a.ts', '// docs/decisions/015-request-logging-and-the-fast-path.md.')).to.deep.equal([]);
      expect(problems('server/a.ts', '/* (server/app.ts), pages/(site)/blog/@slug/+data.ts and server/api/ */')).to.deep.equal([]);
      expect(problems('server/a.ts', '// #server/app.ts, and #server/missing.ts')).to.deep.equal(['1: server/missing.ts: no such file or folder']);
    });

    it('resolve relative paths from the file, and refuse those that leave the repository', () => {
      expect(problems('test/helpers/xss-corpus.ts', '/** A copy of ../shared/corpora/xss-payloads.json. */')).to.deep.equal([
        '1: ../shared/corpora/xss-payloads.json: no such file or folder',
      ]);
      expect(problems('test/helpers/xss-corpus.ts', '// ../fixtures/xss-payloads.json')).to.deep.equal([]);
      expect(problems('server/a.ts', '// ../../elsewhere/spec.md')).to.deep.equal(['1: ../../elsewhere/spec.md: outside the repository']);
    });

    it('check the anchor of a Markdown file', () => {
      expect(problems('server/a.ts', '// docs/product/blog.md#read-time')).to.deep.equal([]);
      expect(problems('server/a.ts', '// docs/product/blog.md#revisions')).to.deep.equal([
        '1: docs/product/blog.md#revisions: docs/product/blog.md has no heading with that anchor',
      ]);
    });

    it('are not looked for in code, only in its comments', () => {
      expect(problems('server/a.ts', "const file = 'docs/nowhere.md';\nconst url = 'https://x.test/a'; // server/app.ts")).to.deep.equal([]);
      expect(problems('server/a.ts', "const glob = 'test/**/*.ts'; // docs/gone.md")).to.deep.equal(['1: docs/gone.md: no such file or folder']);
    });

    it('leave alone URLs, routes, package names, placeholders and words joined by a slash', () => {
      const prose = [
        '// https://github.com/vikejs/vike/blob/main/docs/x.md, /blog/server/x, @types/pg, vike/server',
        '// server/api/<resource>.ts, test/server/fast-*-headers.test.ts, docs/decisions/NNN-title.md',
        '// a content/excerpt pair, server/client code',
      ].join('\n');
      expect(problems('server/a.ts', prose)).to.deep.equal([]);
    });
  });

  describe('Markdown', () => {
    it('resolves links from the document, with their anchors, and skips URLs and examples in code', () => {
      const text = [
        '[blog](product/blog.md#posts) [arch](#vike-and-express-5) [readme](../README.md)',
        '[gone](decisions/016-x.md) [bad anchor](product/blog.md#seo)',
        '[site](https://example.test/x) [route](/blog) `[example](nowhere)`',
      ].join('\n');
      expect(problems('docs/architecture.md', text)).to.deep.equal([
        '2: decisions/016-x.md: no such file or folder',
        '2: product/blog.md#seo: docs/product/blog.md has no heading with that anchor',
      ]);
    });

    it('reports a broken link once, as a link', () => {
      expect(problems('docs/decisions/005-render-cache.md', 'See [051](051-missing.md) and [x](../../server/gone.ts).')).to.deep.equal([
        '1: 051-missing.md: no such file or folder',
        '1: ../../server/gone.ts: no such file or folder',
      ]);
    });

    it('finds a bare record name in docs/decisions/', () => {
      expect(problems('server/a.ts', '// see 015-request-logging.md')).to.deep.equal(['1: docs/decisions/015-request-logging.md: no such file or folder']);
      expect(problems('server/a.ts', '// see README.md and 005-render-cache.md')).to.deep.equal([]);
    });

    it("gives headings GitHub's anchors", () => {
      expect(headingSlug('Vike and Express 5')).to.equal('vike-and-express-5');
      expect(headingSlug('`renderCache`: what *gets* cached?')).to.equal('rendercache-what-gets-cached');
      expect([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n<a id="kept"></a>')]).to.deep.equal(['a', 'notes', 'notes-1', 'kept']);
    });
  });

  describe('the comment lexer', () => {
    it('keeps comments in place and blanks code, strings, templates and regular expressions', () => {
      const source = "const a = 'x // no'; // yes\nconst r = /[/*]/; /* kept */\nconst t = `${b /* in */} // not`;";
      const comments = commentsOnly(source, 'script');
      expect(comments).to.have.length(source.length);
      expect(comments.split('\n').map((line) => line.trim())).to.deep.equal(['// yes', '/* kept */', '/* in */']);
    });

    it('reads CSS comments only', () => {
      expect(commentsOnly("a { content: '//'; } /* note */", 'css').trim()).to.equal('/* note */');
    });
  });

  it('names the decision records the index does not link', () => {
    const index = '| [005 Render cache](005-render-cache.md) | 2026-11-21 | Accepted |';
    expect(missingFromIndex([...files, 'docs/decisions/README.md'], index)).to.deep.equal(['015-request-logging-and-the-fast-path.md']);
  });

  it('trims what follows a path in a sentence', () => {
    expect(trimPath('server/app.ts).')).to.equal('server/app.ts');
    expect(trimPath('pages/(site)/x.ts,')).to.equal('pages/(site)/x.ts');
    expect(isPathCitation('content/excerpt')).to.equal(false);
    expect(isPathCitation('islands/dashboard/editor')).to.equal(true);
  });
});
