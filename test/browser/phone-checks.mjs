// Checks of a page on a phone (issue 20), shared by the phone specs: nothing wider than the screen, touch targets
// of 44 px, text of 14 px. Each runs in the page and returns what it found, for an assertion message.
import fs from 'node:fs';
import { startSession, screenshotDir } from './harness.mjs';

/** The phone every phone spec uses: 390 × 844, touch, an iPhone's user agent. */
export const PHONE = {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/** A phone spec's browser session with its one page, the screenshot folder ready. */
export async function openPhone() {
  const session = await startSession({ contextOptions: PHONE });
  fs.mkdirSync(screenshotDir, { recursive: true });
  return { session, page: await session.newPage() };
}

/** The document's width against the screen's, and the first elements (under `root`) reaching past the right edge. */
export function overflowOf(page, root = 'body') {
  return page.evaluate((rootSelector) => {
    const doc = document.documentElement;
    const past = [...document.querySelectorAll(`${rootSelector} *`)]
      .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > doc.clientWidth + 0.5)
      // Strips that scroll sideways inside their own box.
      .filter((el) => !el.closest('.ant-table-content, .ant-segmented, .ant-tabs-nav, .phone-region-tabs'))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, past };
  }, root);
}

/** Visible interactive elements under `root` smaller than 44 × 44 px, and visible text there under 14 px. */
export function touchProblemsOf(page, root = '.app-layout') {
  return page.evaluate((rootSelector) => {
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && r.bottom > 0 && r.top < innerHeight;
    };
    const roots = [...document.querySelectorAll(rootSelector)];
    const interactive = 'button, a[href], [role="button"], [role="option"], [role="tab"], input:not([type="hidden"]):not([type="file"]):not([type="radio"]):not([type="checkbox"]), textarea, .ant-select, .ant-picker, .ant-radio-wrapper, .ant-checkbox-wrapper';
    const targets = roots.flatMap((r) => [...r.querySelectorAll(interactive)])
      .filter(visible)
      // antd draws these inside a larger target (the input's clear button, the select's inner input).
      .filter((el) => !el.closest('.ant-input-clear-icon, .ant-select-clear') && !el.matches('.ant-picker input, .ant-select input, .ant-input-affix-wrapper input, .ant-input-number input'));
    const small = targets
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 43.5 || r.width < 43.5)
      .map(({ el, r }) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 12)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    const tiny = [];
    for (const r of roots) {
      const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!node.textContent.trim() || !el || !visible(el)) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < 14) tiny.push(`"${node.textContent.trim().slice(0, 12)}" ${size}px`);
      }
    }
    return { small: small.slice(0, 6), tiny: tiny.slice(0, 6) };
  }, root);
}
