/** Hangul syllables, jamo and compatibility jamo. */
const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

function hasHangul(node: Node): boolean {
  return hangul.test(node.textContent ?? '');
}

/**
 * Calls `load` once, as soon as Korean text is in the page: at once if it already is, or when
 * a change brings some (a Korean name in a list, the language menu's 한국어 when it opens).
 * Pages without Korean text never pay for the Korean faces' 48 KB of rules. Only what a change
 * adds is read, so a change costs a look at its own text.
 */
export function whenKoreanTextShows(root: Node, load: () => void): void {
  if (hasHangul(root)) {
    load();
    return;
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const added =
        record.type === 'characterData' ? [record.target] : Array.from(record.addedNodes);
      if (added.some(hasHangul)) {
        observer.disconnect();
        load();
        return;
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
}
