import type { Maintenance } from '@tiermap/domain';

/** Scheduled interventions announced by carriers, so degraded paths through them show as known. */
export function demoMaintenances(): Maintenance[] {
  return [
    {
      id: 'geant-2026-03-17-par-gva',
      carrierId: 'geant',
      title: 'Replacement of the fibre patch panel on the Paris–Geneva route (Lyon ILA)',
      startsAt: '2026-03-17T22:00:00Z',
      endsAt: '2026-03-18T04:00:00Z',
      behaviour: 'mute',
      equipmentIds: ['geant-par-gva'],
    },
    {
      id: 'uslhcnet-2026-04-02-gva',
      carrierId: 'uslhcnet',
      title: 'USLHCNet Geneva: IOS upgrade and OC-192 SPA replacement',
      startsAt: '2026-04-02T06:00:00Z',
      endsAt: '2026-04-02T08:00:00Z',
      behaviour: 'skip',
      equipmentIds: ['uslhcnet-gva', 'uslhcnet-gva:slot4'],
    },
  ];
}
