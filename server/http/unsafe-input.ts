/** A NUL, or a UTF-16 surrogate without its pair: text PostgreSQL cannot store. */
function unsafeTextProblem(value: string): string | null {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return 'Must not contain a NUL character.';
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return 'Must not contain an unpaired surrogate character.';
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return 'Must not contain an unpaired surrogate character.';
    }
  }
  return null;
}

/**
 * Every string of a parsed body (keys included) that cannot be stored as text, and every key that
 * shadows a built-in object member (`toString`, `valueOf`, …: superstruct's messages call them and
 * crash), as field path → message. Walks with an explicit stack, so no input depth can overflow it. Runs for every
 * request body before its contract struct, so each endpoint's strings are covered at once.
 */
export function unsafeInputFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const stack: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unsafeTextProblem(value);
      if (problem) fields[path === '' ? 'body' : path] ??= problem;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: join(path, String(index)) }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = unsafeTextProblem(key);
        // A bad key is named by its position: its own text is what cannot be shown.
        if (keyProblem) fields[join(path, '(key)')] ??= keyProblem;
        else if (key in Object.prototype)
          fields[join(path, key)] ??= 'This field name is not allowed.';
        else stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return fields;
}
