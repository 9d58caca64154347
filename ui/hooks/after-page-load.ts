/**
 * Runs `work` once the page's load event has passed (soon after, when it has): for downloads ahead of need that
 * must not compete with the first screen's requests. Returns a cancel for an unmounting caller.
 */
export function afterPageLoad(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => { timer = setTimeout(work, 0); };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    if (timer !== undefined) clearTimeout(timer);
  };
}
