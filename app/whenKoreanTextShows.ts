/** Hangul syllables, jamo and compatibility jamo. */
const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

const elementOf = (node: Node): Element | null =>
  node instanceof Element ? node : node.parentElement;

/** Whether `node` shows Hangul: text outside `hidden` subtrees (a closed menu keeps its items). */
function showsHangul(node: Node): boolean {
  if (!hangul.test(node.textContent ?? '')) return false;
  if (elementOf(node)?.closest('[hidden]')) return false;
  if (node.nodeType === Node.TEXT_NODE) return true;
  const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    if (hangul.test(text.nodeValue ?? '') && !text.parentElement?.closest('[hidden]')) return true;
  }
  return false;
}

/**
 * Calls `load` once, as soon as Korean text shows in the page: at once if it already does, or
 * when a change brings some (a Korean name in a list, the language menu's 한국어 when it opens).
 * Pages without Korean text never pay for the Korean faces' 48 KB of rules. Only what a change
 * adds or reveals is read, so a change costs a look at its own text.
 */
export function whenKoreanTextShows(root: Node, load: () => void): void {
  if (showsHangul(root)) {
    load();
    return;
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const changed = record.type === 'childList' ? Array.from(record.addedNodes) : [record.target];
      if (changed.some(showsHangul)) {
        observer.disconnect();
        load();
        return;
      }
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['hidden'],
  });
}
