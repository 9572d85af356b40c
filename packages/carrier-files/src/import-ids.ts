/** The longest entity id `entityIdSchema` accepts. */
export const MAX_ID_LENGTH = 128;

const ID_START = /^[^A-Za-z0-9]+/;
const ID_END = /[^A-Za-z0-9]+$/;

/**
 * A lower-case slug of a name for use in an id: accents dropped, every run of other characters
 * one `-`, at most `maxLength` long, e.g. `"Köln / DE-CIX"` to `koln-de-cix`. Empty when the
 * name has no letter or digit.
 */
export function idSlug(name: string, maxLength = 40): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(ID_START, '')
    .replace(ID_END, '');
}

/**
 * An interface name as an id part, case kept as the device writes it and spaces removed, as the
 * demo does (`TenGigabitEthernet 2/0` to `TenGigabitEthernet2/0`, `xe-1/0/0` unchanged).
 */
export function interfaceIdPart(name: string, maxLength = 60): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '')
    .replace(/[^A-Za-z0-9._:/-]+/g, '-')
    .slice(0, maxLength)
    .replace(ID_START, '')
    .replace(ID_END, '');
}

/** Hands out ids unique across every kind of entity in one document. */
export interface IdRegistry {
  /** `base` itself when free, else `base-2`, `base-3`, ...; always a valid entity id. */
  claim(base: string): string;
  has(id: string): boolean;
}

export function idRegistry(): IdRegistry {
  const taken = new Set<string>();
  return {
    claim(base) {
      const stem = validStem(base);
      let id = stem;
      for (let n = 2; taken.has(id); n += 1) {
        const suffix = `-${n}`;
        id = `${stem.slice(0, MAX_ID_LENGTH - suffix.length).replace(ID_END, '')}${suffix}`;
      }
      taken.add(id);
      return id;
    },
    has(id) {
      return taken.has(id);
    },
  };
}

function validStem(base: string): string {
  const trimmed = base
    .replace(/[^A-Za-z0-9._:/-]+/g, '-')
    .replace(ID_START, '')
    .slice(0, MAX_ID_LENGTH)
    .replace(ID_END, '');
  return trimmed === '' ? 'x' : trimmed;
}
