import { idSlug } from './import-ids.js';
import type { WarningLog } from './import-warning.js';
import type { NetboxObjects } from './netbox-export.js';

interface ProviderSeen {
  name: string;
  slug: string;
  where: string;
  circuits: Array<{ id: number; cid: string }>;
}

/**
 * Names each provider (from `providers`, or from circuits) that is not the carrier imported,
 * saying which of its circuits became the carrier's links. A provider whose slug or name is the
 * carrier id is the carrier itself.
 */
export function warnProviders(
  objects: NetboxObjects,
  linkOfCircuit: ReadonlyMap<number, string>,
  carrier: string,
  log: WarningLog,
): void {
  const providers = new Map<number | string, ProviderSeen>();
  const seen = (p: { id?: number | undefined; name?: string | null; slug?: string | null }) => {
    const name = p.name ?? p.slug ?? `provider ${p.id ?? ''}`;
    const key = p.id ?? p.slug ?? name;
    const found = providers.get(key) ?? {
      name,
      slug: p.slug ?? idSlug(name),
      where: p.id === undefined ? `provider "${name}"` : `provider ${p.id} "${name}"`,
      circuits: [],
    };
    providers.set(key, found);
    return found;
  };
  for (const provider of objects.providers) seen(provider);
  for (const circuit of objects.circuits) {
    if (circuit.provider) seen(circuit.provider).circuits.push(circuit);
  }
  for (const { name, slug, where, circuits } of providers.values()) {
    if (slug === carrier || idSlug(name) === carrier) continue;
    const linked = circuits.flatMap(({ id, cid }) => {
      const linkId = linkOfCircuit.get(id);
      return linkId === undefined ? [] : [`circuit ${cid} became ${carrier}'s link ${linkId}`];
    });
    const what =
      linked.length > 0
        ? linked.join(', ')
        : circuits.length === 0
          ? 'it provides no circuit in the export'
          : `none of its ${circuits.length} circuits in the export became a link`;
    log.warn(
      'other-provider',
      `provider "${name}" is not the carrier imported (${carrier}): ${what}`,
      where,
    );
  }
}
