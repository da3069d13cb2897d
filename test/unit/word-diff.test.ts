/**
 * Comparing two versions word by word (shared/word-diff.ts, decision 084): what the revisions and conflict
 * dialogs mark as added and removed, and the size of a revision's change.
 */
import { expect } from 'chai';
import { htmlToLines } from '#shared/html-text.ts';
import { changeSize, diffDocuments, diffText } from '#shared/word-diff.ts';

const doc = (content: string, title = 'Clean claims', excerpt = '<p>Why it matters.</p>') => ({ title, excerpt, content });

describe('Word diff', () => {
  it('reads stored HTML as a line per block, entities decoded and markup dropped', () => {
    expect(htmlToLines('<h2>Denials &amp; appeals</h2><p>First <strong>check</strong> eligibility.</p><ul><li>One</li><li>Two</li></ul>')).to.equal(
      'Denials & appeals\nFirst check eligibility.\nOne\nTwo',
    );
  });

  it('marks the words added and removed, keeping the rest', () => {
    const parts = diffText('Verify coverage before the visit.', 'Verify insurance coverage before every visit.');
    expect(parts.filter((part) => part.change === 'added').map((part) => part.text.trim())).to.deep.equal(['insurance', 'every']);
    expect(parts.filter((part) => part.change === 'removed').map((part) => part.text.trim())).to.deep.equal(['the']);
    expect(
      parts
        .filter((part) => part.change !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).to.equal('Verify insurance coverage before every visit.');
  });

  it('leaves out the fields that did not change, and does not count a change of markup alone', () => {
    const older = doc('<p>Post payments the day they arrive.</p>');
    expect(diffDocuments(older, doc('<p>Post payments the <em>day</em> they arrive.</p>'))).to.deep.equal([]);
    const changed = diffDocuments(older, doc('<p>Post payments the day they arrive.</p>', 'Clean claims, first time'));
    expect(changed.map((field) => field.field)).to.deep.equal(['title']);
  });

  it('sizes a change in words added and removed over title, excerpt and content', () => {
    expect(changeSize(doc('<p>One two three.</p>'), doc('<p>One two three four five.</p>'))).to.deep.equal({ wordsAdded: 2, wordsRemoved: 0 });
    expect(changeSize(doc('<p>Appeal every denial.</p>'), doc('<p>Appeal each denial.</p>'))).to.deep.equal({ wordsAdded: 1, wordsRemoved: 1 });
    expect(changeSize(doc(''), doc(''))).to.deep.equal({ wordsAdded: 0, wordsRemoved: 0 });
    // A paragraph moved is not a change of words.
    expect(changeSize(doc('<p>Alpha beta.</p><p>Gamma delta.</p>'), doc('<p>Gamma delta.</p><p>Alpha beta.</p>'))).to.deep.equal({
      wordsAdded: 0,
      wordsRemoved: 0,
    });
  });

  it('sizes a long post at once, whatever changed', () => {
    const words = (seed: string) => Array.from({ length: 40_000 }, (_, index) => `${seed}${index % 977}`).join(' ');
    const size = changeSize(doc(`<p>${words('a')}</p>`), doc(`<p>${words('b')}</p>`));
    expect(size).to.deep.equal({ wordsAdded: 40_000, wordsRemoved: 40_000 });
  });
});
