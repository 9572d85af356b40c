import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queries } from '../../api/queries.js';
import type { SessionState } from '../../api/session.js';
import { FetchNotice } from '../../app/panel.js';
import { fetchedOf } from '../../app/fetched.js';
import { CarrierWorkbench } from './CarrierWorkbench.js';
import './carriers.css';

/**
 * `/carriers/{carrierId}`: one carrier's equipment as an upload document to download, a drop
 * zone that checks a file at once (dry run) and shows its problems by line or its diff with an
 * Apply button, and the history of versions, each restorable after seeing its diff. A carrier
 * token lands on its own carrier; everyone else chooses one.
 */
export function CarriersView({
  carrierId,
  session,
  onChooseCarrier,
  onSignIn,
}: {
  carrierId: string | undefined;
  session: SessionState;
  onChooseCarrier: (carrierId: string, options?: { replace?: boolean }) => void;
  onSignIn: () => void;
}) {
  const carriers = fetchedOf(useQuery(queries.carriers()));
  const { whoami } = session;
  const ownCarrier = session.signedIn && whoami?.role === 'carrier' ? whoami.carrierId : null;

  // A carrier token has one carrier: it lands there whatever the URL named.
  useEffect(() => {
    if (ownCarrier !== null && ownCarrier !== carrierId) {
      onChooseCarrier(ownCarrier, { replace: true });
    }
  }, [ownCarrier, carrierId, onChooseCarrier]);

  const list = carriers.state === 'ready' ? carriers.value : [];
  const chosen = list.find((c) => c.id === carrierId);

  return (
    <main className="carriers" aria-label="Carriers" data-testid="carriers">
      <div className="carriers-head">
        <h2>Carrier equipment</h2>
        {ownCarrier === null ? (
          <label>
            Carrier{' '}
            <select
              value={carrierId ?? ''}
              onChange={(event) => {
                if (event.target.value !== '') onChooseCarrier(event.target.value);
              }}
            >
              {carrierId === undefined && <option value="">Choose a carrier…</option>}
              {carrierId !== undefined && chosen === undefined && (
                <option value={carrierId}>{carrierId}</option>
              )}
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.id})
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="muted">your carrier: {chosen?.name ?? ownCarrier}</span>
        )}
      </div>
      <FetchNotice
        fetched={carriers}
        loading="Loading the carriers…"
        failed="Could not load the carriers"
      />
      {carrierId === undefined ? (
        <section className="carriers-section">
          <p>
            Choose a carrier to download its equipment as an upload document, upload a new version
            or restore an earlier one.
          </p>
          <ul className="carriers-choice">
            {list.map((c) => (
              <li key={c.id}>
                <a
                  href={`/carriers/${c.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onChooseCarrier(c.id);
                  }}
                >
                  {c.name}
                </a>{' '}
                <span className="muted">
                  {c.id} · {c.kind}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <CarrierWorkbench
          key={carrierId}
          carrierId={carrierId}
          carrierName={chosen?.name ?? carrierId}
          session={session}
          onSignIn={onSignIn}
        />
      )}
    </main>
  );
}
