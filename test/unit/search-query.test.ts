import { expect } from 'chai';
import { fts5Query } from '#database/site-search.server.ts';
import { snippetHtml } from '#server/api/search.server.ts';
import { htmlToText } from '#shared/html-text.ts';
import { pageText } from '#shared/page-text.ts';
import { markEnd, markStart, parseSearchQuery, snippetParts } from '#shared/search-query.ts';

describe('site search queries, snippets and indexed text', () => {
  it('reads words and quoted phrases, drops common words, and keeps no syntax', () => {
    expect(parseSearchQuery('Denied  CLAIMS', 8)).to.deep.equal({ words: ['denied', 'claims'], phrases: [] });
    expect(parseSearchQuery('"prior authorization" denials', 8)).to.deep.equal({ words: ['denials'], phrases: [['prior', 'authorization']] });
    expect(parseSearchQuery('how to appeal a denial', 8)).to.deep.equal({ words: ['appeal', 'denial'], phrases: [] });
    expect(parseSearchQuery('A/R days', 8)).to.deep.equal({ words: ['days'], phrases: [['a', 'r']] });
    // An unclosed quote is plain words; operators, prefixes and column filters are only words.
    expect(parseSearchQuery('"unclosed phrase', 8)).to.deep.equal({ words: ['unclosed', 'phrase'], phrases: [] });
    expect(parseSearchQuery('x* NEAR -c ^d OR e', 8)).to.deep.equal({ words: ['x', 'near', 'c', 'd', 'e'], phrases: [] });
    expect(parseSearchQuery('title:x NEAR(a b)', 8)).to.deep.equal({
      words: ['b'],
      phrases: [
        ['title', 'x'],
        ['near', 'a'],
      ],
    });
    expect(parseSearchQuery('<script>', 8)).to.deep.equal({ words: ['script'], phrases: [] });
    expect(parseSearchQuery('one two three four five', 3).words).to.deep.equal(['one', 'two', 'three']);
    expect(parseSearchQuery('\uE000x\uE001 "" ☃ the', 8)).to.deep.equal({ words: ['x'], phrases: [] });
  });

  it('writes FTS5 queries of quoted strings only', () => {
    expect(fts5Query(parseSearchQuery('denials "prior authorization" NEAR', 8))).to.equal('"denials" "near" "prior authorization"');
  });

  it('escapes a snippet and marks only what the engine marked', () => {
    const marked = `a <b>&amp; ${markStart}prior${markEnd} "x" ${markStart}<script>${markEnd}`;
    expect(snippetParts(marked)).to.deep.equal([
      { text: 'a <b>&amp; ', mark: false },
      { text: 'prior', mark: true },
      { text: ' "x" ', mark: false },
      { text: '<script>', mark: true },
    ]);
    expect(snippetHtml(marked)).to.equal('a &lt;b&gt;&amp;amp; <mark>prior</mark> &quot;x&quot; <mark>&lt;script&gt;</mark>');
  });

  it('indexes the words of HTML, not its markup, and no snippet markers', () => {
    expect(htmlToText('<p>One&nbsp;<strong class="x">two</strong></p><li>three</li><script>evil()</script>&lt;b&gt; &#65;&#x42; \uE000')).to.equal(
      'One two three <b> AB',
    );
    expect(pageText({ heading: 'Head', href: '/x', items: [{ title: 'T', text: 'Body', icon: 'shield' }], keywords: ['k'] })).to.deep.equal({
      headings: ['Head', 'T'],
      body: ['Body'],
    });
  });
});
