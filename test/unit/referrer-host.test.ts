import { expect } from 'chai';
import { referrerHost } from '#server/analytics/page-view-fields.ts';

describe('The referring site of a page view', () => {
  it('keeps the host name of an http(s) referrer, without www., and not this site', () => {
    expect(referrerHost('https://www.google.com/search?q=x', 'example.com')).to.equal('google.com');
    expect(referrerHost('https://news.ycombinator.com/item?id=1', 'example.com')).to.equal('news.ycombinator.com');
    expect(referrerHost('https://xn--bcher-kva.example/', 'example.com')).to.equal('xn--bcher-kva.example');
    expect(referrerHost('https://B\u00fccher.example/', 'example.com')).to.equal('xn--bcher-kva.example');
    expect(referrerHost('https://www.example.com/blog', 'example.com')).to.equal(null);
  });

  it('ignores referrers that are not valid host names: addresses, single labels, underscores, odd hyphens, too long', () => {
    const refused = [
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://0x7f.1/',
      'http://localhost:3000/',
      'http://intranet/',
      'http://under_score.example/',
      'http://-start.example/',
      'http://end-.example/',
      `http://${'a'.repeat(64)}.example/`,
      `http://${Array(60).fill('abcd').join('.')}.example/`,
      'http://site.123/',
      'ftp://files.example/',
      'not a url',
    ];
    for (const referrer of refused) expect(referrerHost(referrer, 'example.com'), referrer).to.equal(null);
  });
});
