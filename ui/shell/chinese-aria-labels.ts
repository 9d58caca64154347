/**
 * The aria-labels a screen reader reads are Chinese (issue 43 #19). antd draws some parts with labels its
 * libraries write in English and no prop changes: InputNumber's step buttons (Increase Value / Decrease
 * Value), a dialog's close button (Close), and every icon it draws inside its controls (role="img"
 * aria-label="up", "down", "close", "search"…). This observer gives the buttons their Chinese names and hides
 * the icons, which only decorate a control that has its own name, as they appear.
 */
export const CHINESE_ARIA_LABELS: Readonly<Record<string, string>> = {
  'Increase Value': '增加数值',
  'Decrease Value': '减少数值',
  Close: '关闭',
};

const LATIN = /[A-Za-z]/;
const SELECTOR = [...Object.keys(CHINESE_ARIA_LABELS).map((label) => `[aria-label="${label}"]`), '.anticon[role="img"][aria-label]'].join(',');

function fix(element: Element): void {
  const label = element.getAttribute('aria-label');
  if (label === null) return;
  const chinese = CHINESE_ARIA_LABELS[label];
  if (chinese) element.setAttribute('aria-label', chinese);
  else if (element.classList.contains('anticon') && element.getAttribute('role') === 'img' && LATIN.test(label)) {
    element.removeAttribute('aria-label');
    element.setAttribute('aria-hidden', 'true');
  }
}

function fixUnder(root: Element): void {
  fix(root);
  for (const element of root.querySelectorAll(SELECTOR)) fix(element);
}

/** Starts relabelling under `root` (the document in the app); returns the function that stops it. */
export function keepAriaLabelsChinese(root: Document | Element = document): () => void {
  const target = root instanceof Document ? root.documentElement : root;
  fixUnder(target);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') fix(mutation.target as Element);
      else for (const node of mutation.addedNodes) if (node.nodeType === 1) fixUnder(node as Element);
    }
  });
  observer.observe(target, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
