/** The logo SVG sanitizer against hostile documents: nothing that runs or reaches outside survives. */
import { expect } from 'chai';
import { sanitizeSvg } from '#server/images/sanitize-svg.server.ts';

const wrap = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" ${attributes}>${inner}<rect width="10" height="10"/></svg>`;

const hostile: [string, string, RegExp][] = [
  ['a script element', wrap('<script>alert(1)</script>'), /script|alert/i],
  ['a script with xlink:href', wrap('<script xlink:href="https://evil.example/x.js"/>'), /script|evil/i],
  ['an onload handler on the root', wrap('', 'onload="alert(1)"'), /onload|alert/i],
  ['event handlers on shapes', wrap('<circle r="5" onclick="alert(1)" onmouseover="alert(2)"/>'), /onclick|onmouseover|alert/i],
  ['a javascript: link', wrap('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript|<a/i],
  ['a javascript: xlink:href on use', wrap('<use xlink:href="javascript:alert(1)"/>'), /javascript/i],
  ['an external use reference', wrap('<use href="https://evil.example/sprite.svg#x"/>'), /evil\.example/i],
  ['an external image', wrap('<image href="https://evil.example/track.png" width="10" height="10"/>'), /<image|evil/i],
  ['a data: image', wrap('<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>'), /<image|data:/i],
  ['foreignObject with HTML', wrap('<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>'), /foreignObject|iframe|evil/i],
  ['a style element with an import', wrap('<style>@import url(https://evil.example/x.css);</style>'), /<style|@import|evil/i],
  ['a style attribute with an external url', wrap('<rect width="5" height="5" style="fill:url(https://evil.example/#g)"/>'), /style=|evil/i],
  ['a fill with an external url', wrap('<rect width="5" height="5" fill="url(https://evil.example/p.svg#g)"/>'), /evil/i],
  ['an animation that sets href', wrap('<a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), /animate|javascript/i],
  ['a set element', wrap('<set attributeName="onmouseover" to="alert(1)"/>'), /<set|alert/i],
  ['an external entity', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${wrap('<text>&xxe;</text>')}`, /passwd|root:|ENTITY/i],
  ['an iframe outside the svg', `<iframe src="javascript:alert(1)"></iframe>${wrap('')}`, /iframe|javascript/i],
];

describe('Logo SVG sanitizer', () => {
  for (const [name, source, forbidden] of hostile) {
    it(`removes ${name}`, () => {
      const clean = sanitizeSvg(source);
      expect(clean, 'the drawing itself stays').not.to.equal(undefined);
      expect(clean!.svg).not.to.match(forbidden);
      expect(clean!.svg).to.include('<rect');
    });
  }

  it('keeps a plain logo drawing, with its internal gradient reference, and reads its size from the viewBox', () => {
    const clean = sanitizeSvg(wrap('<defs><linearGradient id="g"><stop offset="0" stop-color="#0f5c6e"/></linearGradient></defs><path d="M0 0L10 10" fill="url(#g)"/>'));
    expect(clean).to.deep.include({ width: 100, height: 50 });
    expect(clean!.svg).to.include('fill="url(#g)"');
    expect(clean!.svg).to.match(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('refuses a document that is not an SVG, or has no size', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).to.equal(undefined);
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')).to.equal(undefined);
    expect(sanitizeSvg(`${wrap('')}${wrap('')}`)).to.equal(undefined);
  });
});
