import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.js';

/** "1 open incident", "3 open incidents": what the header and the banner say. */
export function openIncidentText(count: number): string {
  return `${count} open incident${count === 1 ? '' : 's'}`;
}

/** How many incidents are open now (the open-incidents query), undefined until it answers. */
export function useOpenIncidentCount(): number | undefined {
  return useQuery(queries.openIncidents()).data?.incidents.filter((i) => i.status === 'open')
    .length;
}

/**
 * The header's count of open incidents, red, linking to the incidents page; nothing while none
 * is open or the count is not known yet.
 */
export function OpenIncidentCount({ onOpen }: { onOpen: () => void }) {
  const count = useOpenIncidentCount();
  if (count === undefined || count === 0) return null;
  return (
    <a
      href="/incidents"
      className="open-incidents"
      data-testid="open-incidents"
      data-count={count}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {openIncidentText(count)}
    </a>
  );
}
