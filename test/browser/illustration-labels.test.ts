/**
 * The in-house diagrams stay legible on a phone: on every page that has one, at 375 and 1280 px, each text
 * of each shown diagram (`svg.ill`) is drawn at 12 px or more once the drawing is scaled to its box, lies
 * inside its drawing, and the drawing inside the page's width. A diagram drawn twice (a row and a column,
 * illustrations.css) is checked as it is shown at each width.
 */
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { marketingPaths } from '../helpers/marketing-pages.ts';

interface LabelProblem {
  text: string;
  problem: string;
}

const diagramPaths = marketingPaths.filter((path) => path === '/' || path.startsWith('/services/') || path === '/uswha' || path === '/solutions');

describe('Diagram labels legible at 375 and 1280 px', function () {
  this.timeout(120_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  for (const width of [375, 1280]) {
    it(`draws every label at 12 px or more, inside its drawing, at ${width} px`, async () => {
      const page = await newPage({ width, height: 800 });
      try {
        for (const path of diagramPaths) {
          await page.goto(`${app.url}${path}`);
          await page.evaluate(() => document.fonts.ready);
          const { shown, problems } = await page.evaluate(() => {
            const found: LabelProblem[] = [];
            const pageWidth = document.documentElement.clientWidth;
            const drawings = [...document.querySelectorAll<SVGSVGElement>('svg.ill')].filter((svg) => svg.getBoundingClientRect().width > 0);
            for (const svg of drawings) {
              const box = svg.getBoundingClientRect();
              if (box.left < -0.5 || box.right > pageWidth + 0.5)
                found.push({ text: svg.id || svg.className.baseVal, problem: `drawing spans ${box.left}-${box.right} of ${pageWidth}` });
              const scale = box.width / svg.viewBox.baseVal.width;
              for (const text of svg.querySelectorAll('text')) {
                const size = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
                if (size < 12) found.push({ text: text.textContent ?? '', problem: `${size.toFixed(1)} px` });
                const rect = text.getBoundingClientRect();
                if (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1) {
                  found.push({
                    text: text.textContent ?? '',
                    problem: `outside its drawing (${rect.left.toFixed(0)}-${rect.right.toFixed(0)} in ${box.left.toFixed(0)}-${box.right.toFixed(0)})`,
                  });
                }
              }
            }
            return { shown: drawings.length, problems: found };
          });
          expect(shown, `${path}: diagrams shown`).to.equal(path === '/solutions' ? 5 : 1);
          expect(problems, path).to.deep.equal([]);
        }
      } finally {
        await page.close();
      }
    });
  }
});
