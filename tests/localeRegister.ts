/**
 * The register check of the locale tests: Spanish says *usted*, French says *vous*. These find
 * the familiar forms (*tú*, *tu*) in a message, so that the register cannot drift again.
 */

/** A word, in any script's letters. */
const words = (text: string) => text.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];

/** Spanish words that are always *tú*: the pronouns and possessives, and verbs of the second person. */
const SPANISH_TU_WORDS = new Set([
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'tuyos',
  'tuyas',
  'eres',
  'estás',
  'has',
  'puedes',
  'quieres',
  'tienes',
  'debes',
  'necesitas',
  'prefieres',
  'sabes',
  'deseas',
  'vas',
  'podrás',
  'verás',
  'recibirás',
  'puedas',
  'quieras',
  'tengas',
]);

/**
 * Spanish *tú* imperatives, flagged where an instruction starts: at the start of a sentence or
 * after "y"/"o". The same words are also the third person ("el producto vuelve"), so they are
 * not flagged in the middle of a sentence; nouns of the same spelling (prueba, descarga,
 * espera, mejora) and "inicia" ("inicia sesión con…", usted's indicative) are left out.
 */
const SPANISH_TU_IMPERATIVES = new Set([
  'abre',
  'actualiza',
  'añade',
  'arrastra',
  'borra',
  'busca',
  'cambia',
  'cierra',
  'comparte',
  'comprueba',
  'conecta',
  'conserva',
  'crea',
  'elige',
  'elimina',
  'escribe',
  'graba',
  'guarda',
  'haz',
  'inserta',
  'intenta',
  'introduce',
  'mira',
  'pega',
  'permite',
  'pon',
  'pulsa',
  'quita',
  'recuerda',
  'revisa',
  'selecciona',
  'sigue',
  'suelta',
  'sube',
  'toca',
  'usa',
  'ven',
  'vuelve',
]);

/**
 * Spanish *tú* imperatives with a pronoun attached: "inténtalo", "asegúrate", "pídeselo". Listed
 * one by one: a rule on the spelling would catch nouns ("límite").
 */
const SPANISH_TU_ENCLITICS = new Set([
  'asegúrate',
  'regístrate',
  'únete',
  'inscríbete',
  'suscríbete',
  'conéctate',
  'identifícate',
  'inténtalo',
  'ciérrala',
  'ciérralo',
  'grábalo',
  'pégalo',
  'pídeselo',
  'ábrela',
  'ábrelo',
  'compártelo',
  'compártela',
  'súbelo',
  'elígelo',
  'guárdalo',
  'revísalo',
  'cámbialo',
  'bórralo',
]);

/** The familiar forms in a Spanish message: each offending word once, in order. */
export function spanishTuForms(text: string): string[] {
  const found: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;¡¿…\n])\s*|,\s*(?=[yo]\s)|\s(?=[yo]\s)/u)) {
    const list = words(sentence).map((word) => word.toLowerCase());
    list.forEach((word, index) => {
      const startsInstruction =
        index === 0 || (index === 1 && (list[0] === 'y' || list[0] === 'o'));
      if (
        SPANISH_TU_WORDS.has(word) ||
        SPANISH_TU_ENCLITICS.has(word) ||
        (startsInstruction && SPANISH_TU_IMPERATIVES.has(word))
      )
        found.push(word);
    });
  }
  return [...new Set(found)];
}

/** French words of *tu*: the pronouns and possessives (French says vous, votre, vos). */
const FRENCH_TU_WORDS = new Set(['tu', 'te', 'toi', 'ton', 'ta', 'tes', 'tien', 'tienne', 'tiens']);

/** The familiar forms in a French message, with the elided "t’" ("t’aider"). */
export function frenchTuForms(text: string): string[] {
  const found = words(text)
    .map((word) => word.toLowerCase())
    .flatMap((word) => {
      const elided = /^t['’]\p{L}/u.test(word);
      return elided ? [word] : FRENCH_TU_WORDS.has(word.split(/['’]/)[0] ?? '') ? [word] : [];
    });
  return [...new Set(found)];
}
