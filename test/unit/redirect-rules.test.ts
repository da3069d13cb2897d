import { expect } from 'chai';
import { locationFor, RedirectTable, type RedirectRule } from '#shared/redirect-rules.ts';
import { imagesWithoutAlt, internalPath, linksIn } from '#server/site-health/checks.server.ts';

const rule = (id: number, source: string, target: string): RedirectRule => ({ id, source, target, status: 301, createdAt: '2026-11-27T00:00:00.000Z' });

describe('Redirect rules: matching and where they lead', () => {
  const table = new RedirectTable([
    rule(1, '/old/*', '/new/*'),
    rule(2, '/old/special', '/special'),
    rule(3, '/old/deep/*', 'https://example.com/'),
    rule(4, '/page', '/other?x=1'),
  ]);

  it('prefers an exact source, then the longest prefix', () => {
    expect(table.match('/old/special')?.id).to.equal(2);
    expect(table.match('/old/deep/a')?.id).to.equal(3);
    expect(table.match('/old/a')?.id).to.equal(1);
    expect(table.match('/older')).to.equal(undefined);
    expect(table.match('/Page')).to.equal(undefined);
  });

  it('keeps the tail after a prefix, and the query unless the target has its own', () => {
    expect(locationFor(rule(1, '/old/*', '/new/*'), '/old/a/b', '?utm=1')).to.equal('/new/a/b?utm=1');
    expect(locationFor(rule(1, '/old/*', '/new'), '/old/a/b', '')).to.equal('/new');
    expect(locationFor(rule(4, '/page', '/other?x=1'), '/page', '?y=2')).to.equal('/other?x=1');
  });
});

describe('Site health: reading links and images out of post HTML', () => {
  it('finds links, decodes entities, and tells this site from others', () => {
    expect(linksIn('<p><a href="/a?b=1&amp;c=2">x</a><a class="k" href="https://example.com/">y</a></p>')).to.deep.equal([
      '/a?b=1&c=2',
      'https://example.com/',
    ]);
    expect(internalPath('/a?b=1#top', 'https://www.site.example')).to.equal('/a');
    expect(internalPath('https://site.example/blog/x', 'https://www.site.example')).to.equal('/blog/x');
    expect(internalPath('https://other.example/', 'https://site.example')).to.equal(undefined);
    expect(internalPath('mailto:a@b.example', 'https://site.example')).to.equal(undefined);
    expect(internalPath('/media/abc.png', 'https://site.example')).to.equal(undefined);
  });

  it('lists images with no alt text or only spaces, not those with some', () => {
    expect(imagesWithoutAlt('<img src="/a.png"><img src="/b.png" alt=""><img src="/c.png" alt="  "><img src="/d.png" alt="A chart">')).to.deep.equal([
      '/a.png',
      '/b.png',
      '/c.png',
    ]);
  });
});
