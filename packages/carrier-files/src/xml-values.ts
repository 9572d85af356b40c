/** An element as fast-xml-parser gives it: attributes under `@_name`, text under `#text`. */
export type XmlElement = Record<string, unknown>;

export function isRecord(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A child that may be repeated, as a list (absent: empty). */
export function children(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The child elements among {@link children}; bare text children are dropped. */
export function elements(value: unknown): XmlElement[] {
  return children(value).filter(isRecord);
}

export function attribute(element: unknown, name: string): string | undefined {
  if (!isRecord(element)) return undefined;
  const value = element[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** Text content: undefined for an element that has child elements (yEd graphics data). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return undefined;
  if (Object.keys(value).some((name) => !name.startsWith('@_') && name !== '#text')) {
    return undefined;
  }
  const text = value['#text'];
  return typeof text === 'string' ? text : '';
}

/** The trimmed text, or undefined when it is blank. */
export function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

export function finiteNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The text of the first `tag` element anywhere below the given elements (yEd labels). */
export function firstTextBelow(
  roots: readonly XmlElement[],
  tag: string,
  depth = 8,
): string | undefined {
  if (depth === 0) return undefined;
  for (const root of roots) {
    for (const [name, value] of Object.entries(root)) {
      if (name.startsWith('@_') || name === '#text') continue;
      const found =
        name === tag
          ? children(value)
              .map((child) => nonEmpty(textOf(child)))
              .find((text) => text !== undefined)
          : firstTextBelow(elements(value), tag, depth - 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
