// Generated from the API's OpenAPI document (GET /api/openapi.json) by openapi-typescript.
// Do not edit: run `corepack pnpm --filter @tiermap/client run generate` after changing a route.

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness of the API and reachability of Neo4j
     * @description Answers 200 while Neo4j answers, 503 with `"neo4j":"down"` while it does not. `parts` says which parts go on: `graph` (Neo4j), `ingest` and `live` (in memory, they go on while the graph is down), `graphWrites` (`deferred` while live state waits for the graph; `pendingGraphWrites` counts it). `diagnosis` says which instance runs the incident engine: `leader` (this one), `holder` (its instance id, null when none) and `sinceMs` (when it took the diagnosis lease, by the database clock); absent when the server does not evaluate on a timer.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The thresholds, timeouts and limits the screens judge by
     * @description The path health thresholds the incident service judges by (`thresholds`, as in `GET /api/health/paths`), when a link direction is stale (`staleAfterMs`), how often incidents are evaluated (`diagnosisIntervalMs`, 0 when not) when an evaluation is overdue (`evaluationStaleAfterMs`) and the largest carrier upload read, in bytes (`uploadBodyLimitBytes`; larger bodies answer 413). From the server’s configuration; the same for the life of the process.
     */
    get: operations['getConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/topology': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything the map draws
     * @description Sites, carriers, routers, links (each with the ids of the paths crossing it), trunks and paths.
     */
    get: operations['getTopology'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every site, Tier0 first */
    get: operations['getSites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every carrier */
    get: operations['getCarriers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/{carrierId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Add a carrier, or change its name, kind or country
     * @description Onboards a carrier before its first upload (`POST /api/carriers/{carrierId}/uploads`). Answers 201 when it is new, 200 when it existed. Its equipment is changed by uploads only.
     */
    put: operations['putCarriersCarrierId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/topology/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Load a whole exported model into an empty database
     * @description Body: the GraphML export (`application/graphml+xml`) or the JSON export (`application/json`) of `GET /api/exports/topology.*`. Validated like the demo: every problem is listed and nothing is written unless all of it is. Refused with 409 when the graph already holds a topology. Answers 201 with the counts loaded.
     */
    post: operations['postTopologyImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A router: backplane, blades, ports, the link on each port, and the paths crossing it */
    get: operations['getRoutersId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A link: its ends, capacity, carrier, trunk, and the paths using it per direction */
    get: operations['getLinksId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paths': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A site's paths, hop by hop in both directions */
    get: operations['getPaths'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paths/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One path, hop by hop in both directions
     * @description Each hop names the link (or every member of a trunk), the routers, blades and ports it leaves and enters by, and any trunk. `symmetric` is false when the return route differs. `observed` gives, per direction, the newest route a traceroute saw, hop by hop beside the declared routers, with a `pathChanged` finding while it leaves the declared path (null when none was filed).
     */
    get: operations['getPathsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paths/{id}/tcp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What TCP can do along one path, both directions
     * @description Per direction: the RTT (sum of the link RTTs; a trunk hop counts its slowest member), the bottleneck (smallest hop capacity; a trunk hop's members add up), MSS = MTU - 40, BDP = C x RTT, the recommended window 2 x BDP, the rate the asked window allows (W / RTT), Reno responsiveness C x RTT^2 / (2 x MSS) in seconds, and, when a rate was observed, the Mathis limit of its loss and a diagnosis (`window-limited`, `loss-limited`, `capacity` or `none`). Rates are bits per second, sizes bytes.
     */
    get: operations['getPathsIdTcp'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tcp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What TCP can do along every path: the per-site window table
     * @description The figures of `GET /paths/{id}/tcp` for every path, by path id. Per direction: the RTT (sum of the link RTTs; a trunk hop counts its slowest member), the bottleneck (smallest hop capacity; a trunk hop's members add up), MSS = MTU - 40, BDP = C x RTT, the recommended window 2 x BDP, the rate the asked window allows (W / RTT), Reno responsiveness C x RTT^2 / (2 x MSS) in seconds, and, when a rate was observed, the Mathis limit of its loss and a diagnosis (`window-limited`, `loss-limited`, `capacity` or `none`). Rates are bits per second, sizes bytes.
     */
    get: operations['getTcp'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/shared': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The equipment the paths of several sites share, ranked
     * @description Routers, blades, trunks and links on the paths of two or more of the given sites, most shared first; equipment that also carries other (healthy) sites ranks lower. `direction` restricts to one direction of travel.
     */
    get: operations['getAnalysisShared'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/oversubscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Blades and backplanes by oversubscription ratio, one page at a time
     * @description A blade is oversubscribed when the sum of its port speeds exceeds its fabric connection by more than `threshold` (default 1, i.e. ratio > 1); a backplane when the blades' fabric connections exceed its capacity. The whole computation is kept by each API process per topology version (computed again at the first request after a topology write), so a page is cut from it without reading every port. `carrier` keeps the equipment of that carrier's routers, `only=oversubscribed` what the threshold judges oversubscribed; each list holds up to `limit` (default 100) items from `offset`, and `page.nextOffset` is the next page's `offset` while either list has more.
     */
    get: operations['getAnalysisOversubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/trunks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every trunk with its members and structural warnings */
    get: operations['getAnalysisTrunks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/what-if': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What breaks if this equipment fails
     * @description Fails the given routers, backplanes, blades, ports, links or trunks (and what depends on them) in memory, and reports per path and direction whether it is intact, degraded, rerouted (with the alternative) or broken, and which sites lose connectivity. Nothing is written.
     */
    post: operations['postAnalysisWhatIf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maintenance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Maintenance windows, earliest start first
     * @description `activeAt` (epoch milliseconds or ISO 8601) keeps the windows open at that instant (start included, end excluded); `carrier` those of one carrier; `equipment` those covering one router, backplane, blade, port, link or trunk (named directly). Behaviours, as LibreNMS names them: `skip` opens no incident for the covered equipment, `mute` opens it marked known without alarming, `run` alarms as usual and annotates it with the window.
     */
    get: operations['getMaintenance'];
    put?: never;
    /**
     * Announce a maintenance window
     * @description Answers 201 with the window as stored and its `Location`. Without `id` one is made up: `<carrier>-<yyyy-mm-dd of the start>-<6 hex digits>`; an `id` already taken answers 409. Checked in the writing transaction, so nothing is half-written: `endsAt` after `startsAt`; the carrier exists; every id in `equipmentIds` is a router, backplane, blade, port, link or trunk (400 naming each unknown one, e.g. `body.equipmentIds[2]`), named once, and owned by the window’s carrier (a blade or port by its router’s). Instants are stored in UTC. A carrier token acts on its own carrier’s windows only (403 otherwise). Behaviours, as LibreNMS names them: `skip` opens no incident for the covered equipment, `mute` opens it marked known without alarming, `run` alarms as usual and annotates it with the window.
     */
    post: operations['postMaintenance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maintenance/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One maintenance window */
    get: operations['getMaintenanceId'];
    /**
     * Replace a maintenance window
     * @description The whole window; `id` in the body may be left out, or must equal the one in the path. An unknown id answers 404 (create with POST). Checked in the writing transaction, so nothing is half-written: `endsAt` after `startsAt`; the carrier exists; every id in `equipmentIds` is a router, backplane, blade, port, link or trunk (400 naming each unknown one, e.g. `body.equipmentIds[2]`), named once, and owned by the window’s carrier (a blade or port by its router’s). Instants are stored in UTC. A carrier token acts on its own carrier’s windows only (403 otherwise).
     */
    put: operations['putMaintenanceId'];
    post?: never;
    /**
     * Withdraw a maintenance window
     * @description Answers the window as it was. A carrier token withdraws its own carrier’s windows only (403).
     */
    delete: operations['deleteMaintenanceId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whoami': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who the presented token speaks for, and what it may do
     * @description Anonymous when no token is sent (if reads are open). The web app shows only the actions `can` allows.
     */
    get: operations['getWhoami'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every token, without its secret */
    get: operations['getTokens'];
    put?: never;
    /**
     * Create a token; its secret is shown this once
     * @description Roles: viewer, engineer, carrier (with `carrierId`), collector, admin. Tokens are stored as a SHA-256 hash; a lost token cannot be shown again, only revoked and replaced.
     */
    post: operations['postTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a token
     * @description The token is refused (401) at once by this process and within 10 s by every other.
     */
    delete: operations['deleteTokensId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who the browser is signed in as (anonymous when it is not)
     * @description Reads the session cookie (or a bearer token). A cookie whose token is no longer accepted is cleared and the answer is anonymous. 429 while the address is throttled.
     */
    get: operations['getSession'];
    put?: never;
    /**
     * Sign the browser in with a token (kept in an HttpOnly cookie)
     * @description For the web app: the token is checked (failures count towards the per-address throttle), then kept in an HttpOnly, SameSite=Strict cookie (`tiermap_session`, Path=/, Secure over TLS) that the browser sends with every request, the live stream included. The answer says who the token speaks for, never the token. Writes signed in by the cookie must send the `X-Tiermap-CSRF` header; this route too. Tools send `Authorization: Bearer` instead and need no session.
     */
    post: operations['postSession'];
    /**
     * Sign the browser out: the session cookie is cleared
     * @description Always succeeds, signed in or not. The token itself stays valid for tools until an admin revokes it.
     */
    delete: operations['deleteSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/{carrierId}/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The carrier’s upload history, newest first */
    get: operations['getCarriersCarrierIdUploads'];
    put?: never;
    /**
     * Validate, preview or apply a carrier’s equipment
     * @description Body: the file, as `application/yaml`, `application/json` or `text/csv` (bulk ports: `bladeId,id,name,speedBps`, replacing the ports of the blades it names). `?dryRun=true` answers the diff without writing. Answers 201 with the version written, or 200 when nothing changed (the same file twice) or for a dry run. The document is the whole of the carrier’s equipment (docs/carrier-upload.md): what it leaves out is removed. Every problem is reported at once with its field path and, in the file, its line and column: 400 when the file cannot be read (malformed YAML, JSON or CSV, nesting over 32 levels), 422 when it reads but is wrong (types, negative capacities, dangling references, duplicate ids, a path or another carrier’s link that would break), 403 when it touches another carrier’s equipment, 413 over 32 MB. Nothing is ever half-written: the check and the write run in one transaction.
     */
    post: operations['postCarriersCarrierIdUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/{carrierId}/uploads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One upload with what it changed */
    get: operations['getCarriersCarrierIdUploadsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/{carrierId}/uploads/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restore an earlier version of the carrier’s equipment
     * @description Applies the document of that upload again, as a new version that names it in `restoredFrom`; `?dryRun=true` shows the diff first. The document is the whole of the carrier’s equipment (docs/carrier-upload.md): what it leaves out is removed. Every problem is reported at once with its field path and, in the file, its line and column: 400 when the file cannot be read (malformed YAML, JSON or CSV, nesting over 32 levels), 422 when it reads but is wrong (types, negative capacities, dangling references, duplicate ids, a path or another carrier’s link that would break), 403 when it touches another carrier’s equipment, 413 over 32 MB. Nothing is ever half-written: the check and the write run in one transaction.
     */
    post: operations['postCarriersCarrierIdUploadsIdRestore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/{carrierId}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The carrier’s equipment now, as an upload document
     * @description `?format=yaml` answers YAML (`application/yaml`), the default JSON: a starting point to edit and upload again.
     */
    get: operations['getCarriersCarrierIdDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/{carrierId}/netbox-sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read the carrier’s equipment from a NetBox 4 and apply it as an upload
     * @description Reads the NetBox at `url` through its REST API with `token` (a v1 token, sent as `Token …`, or a v2 `nbt_…` token, sent as `Bearer …`; never logged, never answered): the devices and circuits `filters` pick (NetBox query parameters such as `{"tenant": "uslhcnet"}`), their module bays, modules, interfaces, cables and circuit terminations, every page (`pageSize` a page, default 250), then turns them into the carrier’s document (docs/imports.md) and validates, diffs and applies it as an upload does; `dryRun` answers the diff only. Answers the upload’s result with the import’s `warnings` and the `pages` read per endpoint. 502 when NetBox is unreachable or answers an error (after three attempts for a 5xx or 429), naming the endpoint and page; 422 with the upload’s problems when what NetBox holds does not make a valid document. Nothing is written on any failure. Reported as `netbox` under `integrations` on `/api/health`. The document is the whole of the carrier’s equipment (docs/carrier-upload.md): what it leaves out is removed. Every problem is reported at once with its field path and, in the file, its line and column: 400 when the file cannot be read (malformed YAML, JSON or CSV, nesting over 32 levels), 422 when it reads but is wrong (types, negative capacities, dangling references, duplicate ids, a path or another carrier’s link that would break), 403 when it touches another carrier’s equipment, 413 over 32 MB. Nothing is ever half-written: the check and the write run in one transaction.
     */
    post: operations['postCarriersCarrierIdNetboxSync'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carrier-upload.schema.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The JSON Schema of the upload document, generated from its zod schema */
    get: operations['getCarrierUploadSchemaJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/write': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take interface counters in InfluxDB line protocol, as Telegraf writes them
     * @description Measurement `interface`, tags `device` (or `agent_host`) and `ifName`, counter fields `ifHCInOctets`, `ifHCOutOctets`, `ifInErrors`, `ifOutErrors`, `ifInDiscards`, `ifOutDiscards`; or gNMI: any other measurement with OpenConfig counter fields (`in-octets`, … from Telegraf `inputs.gnmi`, tags `source` and `name`; `/interfaces/interface/state/counters/in-octets`, … from gnmic, tags `source` and `interface_name`). Counters become rates from consecutive samples (64-bit wrap and resets handled). Malformed lines are listed by line number with a 400 (so are lines dated more than 5 minutes ahead of the server clock or older than the retention window, and out-of-order counter readings), and the valid lines of the same body are still taken. Gzip bodies are accepted. While the instance runs behind on its own work (with `TIERMAP_INGEST_MAX_LAG_MS` set: its event loop busy and later than that), a write is answered 503 with `Retry-After: 1` before its body is read, and nothing of it is taken: send it again.
     */
    post: operations['postWrite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/write': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The same, at the path Telegraf outputs.influxdb_v2 writes to
     * @description Measurement `interface`, tags `device` (or `agent_host`) and `ifName`, counter fields `ifHCInOctets`, `ifHCOutOctets`, `ifInErrors`, `ifOutErrors`, `ifInDiscards`, `ifOutDiscards`; or gNMI: any other measurement with OpenConfig counter fields (`in-octets`, … from Telegraf `inputs.gnmi`, tags `source` and `name`; `/interfaces/interface/state/counters/in-octets`, … from gnmic, tags `source` and `interface_name`). Counters become rates from consecutive samples (64-bit wrap and resets handled). Malformed lines are listed by line number with a 400 (so are lines dated more than 5 minutes ahead of the server clock or older than the retention window, and out-of-order counter readings), and the valid lines of the same body are still taken. Gzip bodies are accepted. While the instance runs behind on its own work (with `TIERMAP_INGEST_MAX_LAG_MS` set: its event loop busy and later than that), a write is answered 503 with `Retry-After: 1` before its body is read, and nothing of it is taken: send it again.
     */
    post: operations['postV2Write'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gnmic/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take interface counters as gnmic's `event` format output (a JSON array of events)
     * @description gnmic (file or HTTP output, `format: event`): `[{name, timestamp, tags, values}]`, one value per event, `timestamp` in nanoseconds (read without losing digits), counters as numbers or decimal strings. Events with the same subscription, tags and timestamp are one reading. The interface is the `interface_name` tag (or `name`), the device the `source` tag; values are OpenConfig counter paths (`/interfaces/interface/state/counters/in-octets`, `out-octets`, `in-errors`, `out-errors`, `in-discards`, `out-discards`); subinterface counters are ignored. A bad event is named by its path (`events[3].timestamp`) with a 400 and the others are still taken. While the instance runs behind on its own work (with `TIERMAP_INGEST_MAX_LAG_MS` set: its event loop busy and later than that), a write is answered 503 with `Retry-After: 1` before its body is read, and nothing of it is taken: send it again.
     */
    post: operations['postGnmicEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The live rates in the Prometheus text format, for a Prometheus to scrape
     * @description Prometheus text exposition format 0.0.4. Per link direction (labels `link`, `direction`, `carrier`): `tiermap_link_bits_per_second`, `tiermap_link_in_errors_per_second`, `tiermap_link_out_errors_per_second`, `tiermap_link_in_discards_per_second`, `tiermap_link_out_discards_per_second` and `tiermap_link_utilization_ratio` stamped with the time of their sample (unknown values left out), `tiermap_link_stale`, `tiermap_link_congested`, `tiermap_link_down` (0 or 1) and `tiermap_link_sample_timestamp_seconds` as judged at the scrape; and, for the process itself, `tiermap_live_clients`, `tiermap_live_clients_dropped_total`, `tiermap_ingest_samples_total{result}`, `tiermap_unmapped_samples_total`, `tiermap_unmapped_ports`, and with the ingest gate on (`TIERMAP_INGEST_MAX_LAG_MS`) `tiermap_ingest_requests_refused_total{reason="overloaded"}`, `tiermap_event_loop_lag_seconds` and `tiermap_event_loop_busy_ratio`. Several instances expose the same link series: read one value with `max without(instance) (...)`. See docs/metrics.md, "History out".
     */
    get: operations['getMetrics'];
    put?: never;
    /**
     * Take a JSON batch of rates or counters per link direction
     * @description Each bad sample is named by its path with a 400 (a `ts` more than 5 minutes ahead or older than the retention window, a `bps` above 10 times the link capacity), and the others are still taken. While the instance runs behind on its own work (with `TIERMAP_INGEST_MAX_LAG_MS` set: its event loop busy and later than that), a write is answered 503 with `Retry-After: 1` before its body is read, and nothing of it is taken: send it again.
     */
    post: operations['postMetrics'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metrics/unmapped': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Devices and ports that sent data tiermap could not map to a link end
     * @description The most frequent (device, port) pairs first, at most `limit` (default and at most 1,000). tiermap holds at most 1,000 pairs of names up to 256 characters; when full, the pair seen longest ago is forgotten and counted in `evicted`.
     */
    get: operations['getMetricsUnmapped'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The live state of every link direction with data, as JSON */
    get: operations['getLiveState'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Server-Sent Events: a snapshot of the live state, then coalesced deltas
     * @description Events: `snapshot` ({seq, tsMs, states}), then `delta` with the link directions that changed or turned stale, each at most about once per `TIERMAP_LIVE_INTERVAL_MS` (250 ms by default), and `heartbeat` every 15 s. `changes` ({topologyVersion, incidentsRevision}, no id) after the snapshot and whenever either moved: the graph is read every second, so writes of any API process are seen; a client reloads the topology when `topologyVersion` is above the `version` of its `GET /api/topology`, and the incidents when `incidentsRevision` differs. One event per change, no id, never replayed to a later client (the `ChangeEvent` schemas of @tiermap/domain, data without `kind`): `topology` ({version}) when the topology version moved; `maintenance` ({revision}, opaque) when a window was created, changed or deleted, or opened or ended as its time came; `upload` ({carrierId, version}) when a carrier upload or restore was applied, `version` the id of the version recorded; `incident` ({id, change: opened|updated|resolved, revision}) per incident that changed, `revision` its `updatedAtMs`. They come before the `changes` marks they moved. `bus` ({state: up|down, sinceMs, instanceId}, no id), only from an instance sharing its live state with others over NATS: after the snapshot and whenever it changes; while `down` the stream carries only the samples sent to this instance. Reconnect with `Last-Event-ID` to resume: the same instance sends the deltas missed (within two minutes); with several instances over NATS any instance sends what changed since the position of that event on the shared stream, as one `delta`; otherwise a fresh `snapshot`. A client that falls behind is dropped and should reconnect.
     */
    get: operations['getLive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Rate, utilization and errors of one link per direction over time
     * @description `from` and `to` are epoch milliseconds or ISO 8601 (default: the last hour); `step` in milliseconds (default: about 120 points). Or `range` (`hour`, `day` or `week`) instead of `from`: that span ending at `to` (default: now rounded down to the step), at its step (30 s, 10 min, 1 h; 121, 145 or 169 points per direction). At most 5,000 points. Each point averages the samples in its step; null where there were none (no data, not zero).
     */
    get: operations['getLinksIdSeries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/paths': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every path direction judged from the live data, and each site
     * @description Per path and direction: loss along the way (errors and discards of every hop; a trunk hop counts its worst member), the fullest hop, and a status: `ok`, `congested` (a hop at 90 % or more), `lossy` (2 % loss or more), `outage` (all lost), `dark` (a link on the way stopped reporting) or `unknown` (no data). A recent measurement counts when its loss is worse.
     */
    get: operations['getHealthPaths'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measurements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Direct measurements between two sites (perfSONAR style)
     * @description One measurement or an array: throughput, loss, RTT and retransmissions from `fromSiteId` to `toSiteId`, filed under the path direction between them. Every measurement is checked first; if any names two sites with no path between them, none is filed (400 with each position). Measurements count for `TIERMAP_MEASUREMENT_MAX_AGE_MS` (15 minutes by default); the newest of a path direction wins, and `DELETE /api/measurements?source=` withdraws a source’s results.
     */
    post: operations['postMeasurements'];
    /**
     * Withdraw the results of one measurement source
     * @description Forgets every result `source` filed (a perfSONAR host found misconfigured): the path directions it measured are judged on the live data again, or on another source’s next result. Answers how many path directions held one of its results.
     */
    delete: operations['deleteMeasurements'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/incidents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Incidents, open first, newest first
     * @description Each incident with its affected sites and path directions, timeline, status, whether it is known (scheduled maintenance), the situations recognised and the ranked suspects with their explanations.
     */
    get: operations['getIncidents'];
    put?: never;
    /**
     * Open an incident by hand for sites reported bad
     * @description The sites' path directions that are bad now are the evidence; when none is, all of them are taken as reported bad. Suspects are ranked as for automatic incidents. A manual incident stays open until resolved by hand.
     */
    post: operations['postIncidents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/incidents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One incident */
    get: operations['getIncidentsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/incidents/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resolve an incident by hand */
    post: operations['postIncidentsIdResolve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/incidents/evaluate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bring incidents up to date with the live data now
     * @description The API does this on its own every few seconds (TIERMAP_DIAGNOSIS_INTERVAL_MS); this runs one evaluation at once and returns the incidents it wrote: those it opened or changed (an open incident nothing changed is not written again).
     */
    post: operations['postIncidentsEvaluate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/perfsonar/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Take one pScheduler result as its HTTP archiver sends it (op put)
     * @description A pScheduler HTTP archiver target (`{"archiver": "http", "data": {"schema": 2, "_url": "https://tiermap.example.org/api/perfsonar/archive", "op": "put", "_headers": {"Authorization": "Bearer <ingest token>"}}}`): the body is the record the archiver sends, one test run (`{id, schedule, test: {type, spec}, tool, run, task, participants, result, reference}`) of type `throughput`, `latency`, `latencybg`, `rtt` or `trace`; unknown fields are ignored. Its source and destination hosts (`test.spec.source`, else `participants[0]`, else the host of `run.href`; `test.spec.dest`) are mapped to sites by `TIERMAP_PERFSONAR_HOSTS`, and its loss, throughput, RTT, retransmits or trace hops are filed under that path direction like `POST /api/measurements`. 201 with what was filed; 200 with `failedTest` for a run that did not succeed (kept, not counted as loss); 400 naming the field of a malformed record (`body.result.roundtrips[3].rtt: not an ISO 8601 duration`); 422 naming a host no site lists, or sites with no path between them. One record is filed whole or not at all. Every outcome is listed on `GET /api/health` as integration `perfsonar-archiver`.
     */
    put: operations['putPerfsonarArchive'];
    /**
     * Take one pScheduler result as its HTTP archiver sends it (op post)
     * @description A pScheduler HTTP archiver target (`{"archiver": "http", "data": {"schema": 2, "_url": "https://tiermap.example.org/api/perfsonar/archive", "op": "put", "_headers": {"Authorization": "Bearer <ingest token>"}}}`): the body is the record the archiver sends, one test run (`{id, schedule, test: {type, spec}, tool, run, task, participants, result, reference}`) of type `throughput`, `latency`, `latencybg`, `rtt` or `trace`; unknown fields are ignored. Its source and destination hosts (`test.spec.source`, else `participants[0]`, else the host of `run.href`; `test.spec.dest`) are mapped to sites by `TIERMAP_PERFSONAR_HOSTS`, and its loss, throughput, RTT, retransmits or trace hops are filed under that path direction like `POST /api/measurements`. 201 with what was filed; 200 with `failedTest` for a run that did not succeed (kept, not counted as loss); 400 naming the field of a malformed record (`body.result.roundtrips[3].rtt: not an ISO 8601 duration`); 422 naming a host no site lists, or sites with no path between them. One record is filed whole or not at all. Every outcome is listed on `GET /api/health` as integration `perfsonar-archiver`.
     */
    post: operations['postPerfsonarArchive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alertmanager/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Alertmanager webhook receiver: alerts on routers and interfaces as evidence
     * @description Takes the body Alertmanager’s `webhook_configs` posts (version `"4"`, extra fields ignored), with a collector or admin token as `Authorization: Bearer` (`http_config.authorization`). Each alert whose labels name a router (`device`, else `router`, else `instance` without its `:port`) matched by id or name, and an interface (`ifName`, else `interface`, else `ifAlias`) matched by port name or id on that router, is evidence on the link at that port; with no interface label, on the router. A firing alert adds it, a resolved one (each alert’s own `status`) withdraws it. An alert naming nothing tiermap knows is listed in `unmatched` (and on `/api/health` as `alertmanager-receiver`), not refused; a malformed body is a 400 naming the field.
     */
    post: operations['postAlertmanagerWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alertmanager/evidence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The Alertmanager alerts held as evidence on elements now
     * @description Every firing alert Alertmanager sent that names a known link or router, with the element, and the firing alerts that name nothing tiermap knows (until they resolve).
     */
    get: operations['getAlertmanagerEvidence'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/topology': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything the topology report prints, read at one time
     * @description The print page `/print/topology` draws this; `GET /api/reports/topology.pdf` is that page printed. Times, the topology, live link states, every path hop by hop, the equipment shared by two or more Tier1 sites, blade and backplane oversubscription, trunks, the TCP table (64 KB window) and the open incidents.
     */
    get: operations['getReportsTopology'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/incidents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything an incident report prints
     * @description The incident, its affected paths hop by hop, and the series of its key links (its suspects’) from 15 minutes before it opened to its end.
     */
    get: operations['getReportsIncidentsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/topology.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The topology report as a PDF, printed by Chromium
     * @description Title page with the time of the data, the map with its legend, every Tier1 site’s path hop by hop per direction, the shared-equipment matrix, oversubscribed blades and backplanes, trunks and their warnings, maintenance windows, the TCP table and the open incidents. 503 when Chromium is missing or cannot start, 504 when it does not finish within TIERMAP_REPORT_TIMEOUT_MS.
     */
    get: operations['getReportsTopologyPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/incidents/{id}/report.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One incident’s report as a PDF, printed by Chromium
     * @description Timeline, affected paths, suspects with their explanations and charts of the key links. 404 for an unknown incident; 503 and 504 as for the topology report.
     */
    get: operations['getIncidentsIdReportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/topology.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The whole model as JSON
     * @description Carriers, sites, routers, backplanes, blades, ports, links, trunks, paths and maintenance windows, as `POST /api/topology/import` takes them back.
     */
    get: operations['getExportsTopologyJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/topology.graphml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The whole model as GraphML (yEd, Gephi, and back into tiermap)
     * @description Every entity a node with its `entity` and fields; links are edges between their routers. Opens in yEd (labels, geographic layout) and Gephi, and `POST /api/topology/import` reads it back with nothing lost. See docs/graphml-format.md.
     */
    get: operations['getExportsTopologyGraphml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/paths.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The paths table as CSV
     * @description RFC 4180 with a header row; a number’s unit ends its column name (`_bps`, `_ms`, `_km`, `_pct`, `_per_s`), cells hold plain numbers; lists in a cell are separated by `;`. See docs/reports.md.
     */
    get: operations['getExportsPathsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/shared-equipment.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shared equipment table as CSV
     * @description RFC 4180 with a header row; a number’s unit ends its column name (`_bps`, `_ms`, `_km`, `_pct`, `_per_s`), cells hold plain numbers; lists in a cell are separated by `;`. See docs/reports.md.
     */
    get: operations['getExportsSharedEquipmentCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/oversubscription.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The oversubscription table as CSV
     * @description RFC 4180 with a header row; a number’s unit ends its column name (`_bps`, `_ms`, `_km`, `_pct`, `_per_s`), cells hold plain numbers; lists in a cell are separated by `;`. See docs/reports.md.
     */
    get: operations['getExportsOversubscriptionCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/links.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The links table as CSV
     * @description RFC 4180 with a header row; a number’s unit ends its column name (`_bps`, `_ms`, `_km`, `_pct`, `_per_s`), cells hold plain numbers; lists in a cell are separated by `;`. See docs/reports.md.
     */
    get: operations['getExportsLinksCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/patch-panels.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The patch panels table as CSV
     * @description RFC 4180 with a header row; a number’s unit ends its column name (`_bps`, `_ms`, `_km`, `_pct`, `_per_s`), cells hold plain numbers; lists in a cell are separated by `;`. See docs/reports.md.
     */
    get: operations['getExportsPatchPanelsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/scenarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The incident scenarios the demo traffic can play, and which are playing
     * @description Only with demo traffic on (TIERMAP_DEMO_TRAFFIC=true); otherwise 409. `untilMs` is when a playing scenario stops.
     */
    get: operations['getDemoScenarios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/scenarios/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Play an incident scenario in the simulated traffic
     * @description Plays the scenario from now for `durationMs` (1 s to 2 h, default 10 minutes); playing it again restarts it. Only simulated traffic changes, except that `geant-maintenance` also announces its GÉANT maintenance window for the time it plays (scheduled work, so its incident shows as known). 409 when demo traffic is off.
     */
    post: operations['postDemoScenariosName'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/traffic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop or restart the simulated traffic
     * @description `{"running": false}` stops the simulator, so no new samples arrive and screens must show the data going stale (what a dead collector looks like); `{"running": true}` starts it again. 409 when demo traffic is off.
     */
    post: operations['postDemoTraffic'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This description, OpenAPI 3.1, generated from the zod schemas */
    get: operations['getOpenapiJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A browsable reference page of this API (HTML) */
    get: operations['getDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Problem: {
      type: string;
      title: string;
      status: number;
      detail?: string;
      errors?: {
        path: string;
        message: string;
        line?: number;
        column?: number;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @enum {string} */
            neo4j: 'up' | 'down';
            detail?: string;
            parts: {
              /** @enum {string} */
              graph: 'up' | 'down';
              /** @enum {string} */
              ingest?: 'ok' | 'refusing';
              ingestDetail?: string;
              /** @enum {string} */
              live?: 'ok';
              /** @enum {string} */
              graphWrites?: 'ok' | 'deferred';
              pendingGraphWrites?: number;
            };
            integrations?: {
              name: string;
              /** @enum {string} */
              state: 'ok' | 'failing' | 'idle';
              lastSuccessAt: string | null;
              lastFailureAt: string | null;
              lastError: string | null;
              detail: string | null;
              failuresInARow: number;
            }[];
            diagnosis?: {
              leader: boolean;
              holder: string | null;
              sinceMs: number | null;
            };
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @enum {string} */
            neo4j: 'up' | 'down';
            detail?: string;
            parts: {
              /** @enum {string} */
              graph: 'up' | 'down';
              /** @enum {string} */
              ingest?: 'ok' | 'refusing';
              ingestDetail?: string;
              /** @enum {string} */
              live?: 'ok';
              /** @enum {string} */
              graphWrites?: 'ok' | 'deferred';
              pendingGraphWrites?: number;
            };
            integrations?: {
              name: string;
              /** @enum {string} */
              state: 'ok' | 'failing' | 'idle';
              lastSuccessAt: string | null;
              lastFailureAt: string | null;
              lastError: string | null;
              detail: string | null;
              failuresInARow: number;
            }[];
            diagnosis?: {
              leader: boolean;
              holder: string | null;
              sinceMs: number | null;
            };
          };
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            thresholds: {
              lossProblemRatio: number;
              lossOutageRatio: number;
              utilizationCongested: number;
            };
            staleAfterMs: number;
            diagnosisIntervalMs: number;
            evaluationStaleAfterMs: number;
            uploadBodyLimitBytes: number;
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTopology: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sites: {
              id: string;
              name: string;
              tier: 0 | 1 | 2;
              city: string;
              country: string;
              lat: number;
              lon: number;
              carrierId: string;
            }[];
            carriers: {
              id: string;
              name: string;
              /** @enum {string} */
              kind: 'nren' | 'backbone' | 'exchange' | 'transit' | 'site';
              country?: string;
            }[];
            routers: {
              id: string;
              name: string;
              carrierId: string;
              vendor: string;
              model: string;
              os: string;
              location: string;
              lat: number;
              lon: number;
              siteId?: string;
              collectorNames?: string[];
              deviceLabel?: string;
              /** @enum {string} */
              portMatch?: 'ifName' | 'ifAlias' | 'ifIndex';
            }[];
            links: {
              id: string;
              name: string;
              carrierId: string;
              aPortId: string;
              zPortId: string;
              capacityBps: number;
              rttMs?: number;
              lengthKm?: number;
              trunkId?: string;
              patchPanelIds?: string[];
              aRouterId: string;
              zRouterId: string;
              pathIds: string[];
            }[];
            trunks: {
              id: string;
              name: string;
              carrierId: string;
              memberLinkIds: string[];
            }[];
            paths: {
              id: string;
              name: string;
              aSiteId: string;
              zSiteId: string;
              hops: {
                AtoZ: (
                  | {
                      linkId: string;
                    }
                  | {
                      trunkId: string;
                    }
                )[];
                ZtoA: (
                  | {
                      linkId: string;
                    }
                  | {
                      trunkId: string;
                    }
                )[];
              };
            }[];
            /** @default [] */
            maintenances: {
              id: string;
              carrierId: string;
              title: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              /** @enum {string} */
              behaviour: 'skip' | 'mute' | 'run';
              equipmentIds: string[];
            }[];
            maintenanceLinkIds?: {
              [key: string]: string[];
            };
            version?: number;
            patchPanels?: {
              id: string;
              name: string;
              carrierId: string;
              location: string;
              siteId?: string;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sites: {
              id: string;
              name: string;
              tier: 0 | 1 | 2;
              city: string;
              country: string;
              lat: number;
              lon: number;
              carrierId: string;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarriers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            carriers: {
              id: string;
              name: string;
              /** @enum {string} */
              kind: 'nren' | 'backbone' | 'exchange' | 'transit' | 'site';
              country?: string;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  putCarriersCarrierId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          kind: 'nren' | 'backbone' | 'exchange' | 'transit' | 'site';
          country?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            kind: 'nren' | 'backbone' | 'exchange' | 'transit' | 'site';
            country?: string;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            kind: 'nren' | 'backbone' | 'exchange' | 'transit' | 'site';
            country?: string;
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postTopologyImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/graphml+xml': string;
        'application/xml': string;
        'application/json': string;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: number;
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getRoutersId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            router: {
              id: string;
              name: string;
              carrierId: string;
              vendor: string;
              model: string;
              os: string;
              location: string;
              lat: number;
              lon: number;
              siteId?: string;
              collectorNames?: string[];
              deviceLabel?: string;
              /** @enum {string} */
              portMatch?: 'ifName' | 'ifAlias' | 'ifIndex';
            };
            backplane?: {
              id: string;
              routerId: string;
              capacityBps: number;
            };
            blades: {
              id: string;
              routerId: string;
              slot: number;
              model: string;
              fabricCapacityBps: number;
              ports: {
                id: string;
                routerId: string;
                bladeId: string;
                name: string;
                speedBps: number;
                ifIndex?: number;
                ifAlias?: string;
                crossConnectCarrierId?: string;
                crossConnectPortId?: string;
                addresses?: string[];
                link?: {
                  id: string;
                  name: string;
                  capacityBps: number;
                  trunkId?: string;
                  remoteRouterId: string;
                  remotePortId: string;
                };
              }[];
            }[];
            paths: {
              pathId: string;
              directions: ('AtoZ' | 'ZtoA')[];
            }[];
            load: {
              blades: {
                id: string;
                routerId: string;
                slot: number;
                model: string;
                portCount: number;
                portCapacityBps: number;
                fabricCapacityBps: number;
                ratio: number;
                oversubscribed: boolean;
                live?: {
                  inBps: number;
                  outBps: number;
                  loadBps: number;
                  measured: number;
                  expected: number;
                  stale: boolean;
                  ratio: number;
                  overload: boolean;
                };
              }[];
              backplane?: {
                id: string;
                routerId: string;
                bladeCount: number;
                bladeFabricCapacityBps: number;
                capacityBps: number;
                ratio: number;
                oversubscribed: boolean;
                liveLoadBps?: number;
                liveOverload?: boolean;
              };
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getLinksId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            link: {
              id: string;
              name: string;
              carrierId: string;
              aPortId: string;
              zPortId: string;
              capacityBps: number;
              rttMs?: number;
              lengthKm?: number;
              trunkId?: string;
              patchPanelIds?: string[];
            };
            aEnd: {
              routerId: string;
              routerName: string;
              bladeId: string;
              portId: string;
              portName: string;
            };
            zEnd: {
              routerId: string;
              routerName: string;
              bladeId: string;
              portId: string;
              portName: string;
            };
            trunk?: {
              id: string;
              name: string;
              carrierId: string;
              memberLinkIds: string[];
            };
            crossed: {
              /** @enum {string} */
              kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
              id: string;
              name: string;
              carrierId: string;
            }[];
            paths: {
              AtoZ: {
                pathId: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA';
                hop: number;
              }[];
              ZtoA: {
                pathId: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA';
                hop: number;
              }[];
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPaths: {
    parameters: {
      query: {
        site: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            paths: {
              id: string;
              name: string;
              aSiteId: string;
              zSiteId: string;
              symmetric: boolean;
              rttMs: {
                AtoZ?: number;
                ZtoA?: number;
              };
              hops: {
                AtoZ: {
                  hop: number;
                  fromRouterId: string;
                  toRouterId: string;
                  trunkId?: string;
                  capacityBps: number;
                  links: {
                    linkId: string;
                    name: string;
                    carrierId: string;
                    capacityBps: number;
                    rttMs?: number;
                    /** @enum {string} */
                    traversal: 'AtoZ' | 'ZtoA';
                    from: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                    to: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                  }[];
                }[];
                ZtoA: {
                  hop: number;
                  fromRouterId: string;
                  toRouterId: string;
                  trunkId?: string;
                  capacityBps: number;
                  links: {
                    linkId: string;
                    name: string;
                    carrierId: string;
                    capacityBps: number;
                    rttMs?: number;
                    /** @enum {string} */
                    traversal: 'AtoZ' | 'ZtoA';
                    from: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                    to: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                  }[];
                }[];
              };
              observed?: {
                AtoZ: {
                  tsMs: number;
                  source: string | null;
                  /** @enum {string} */
                  verdict: 'same' | 'changed' | 'unknown';
                  declaredRouterIds: string[];
                  hops: {
                    ip: string | null;
                    hostname: string | null;
                    rttMs: number | null;
                    /** @enum {string} */
                    kind: 'declared' | 'added' | 'unknown' | 'no-answer';
                    routerId: string | null;
                    routerName: string | null;
                    portId: string | null;
                  }[];
                  pathChanged: {
                    sinceMs: number;
                    skippedRouterIds: string[];
                    addedRouterIds: string[];
                    message: string;
                  } | null;
                } | null;
                ZtoA: {
                  tsMs: number;
                  source: string | null;
                  /** @enum {string} */
                  verdict: 'same' | 'changed' | 'unknown';
                  declaredRouterIds: string[];
                  hops: {
                    ip: string | null;
                    hostname: string | null;
                    rttMs: number | null;
                    /** @enum {string} */
                    kind: 'declared' | 'added' | 'unknown' | 'no-answer';
                    routerId: string | null;
                    routerName: string | null;
                    portId: string | null;
                  }[];
                  pathChanged: {
                    sinceMs: number;
                    skippedRouterIds: string[];
                    addedRouterIds: string[];
                    message: string;
                  } | null;
                } | null;
              };
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPathsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            aSiteId: string;
            zSiteId: string;
            symmetric: boolean;
            rttMs: {
              AtoZ?: number;
              ZtoA?: number;
            };
            hops: {
              AtoZ: {
                hop: number;
                fromRouterId: string;
                toRouterId: string;
                trunkId?: string;
                capacityBps: number;
                links: {
                  linkId: string;
                  name: string;
                  carrierId: string;
                  capacityBps: number;
                  rttMs?: number;
                  /** @enum {string} */
                  traversal: 'AtoZ' | 'ZtoA';
                  from: {
                    routerId: string;
                    routerName: string;
                    bladeId: string;
                    portId: string;
                    portName: string;
                  };
                  to: {
                    routerId: string;
                    routerName: string;
                    bladeId: string;
                    portId: string;
                    portName: string;
                  };
                }[];
              }[];
              ZtoA: {
                hop: number;
                fromRouterId: string;
                toRouterId: string;
                trunkId?: string;
                capacityBps: number;
                links: {
                  linkId: string;
                  name: string;
                  carrierId: string;
                  capacityBps: number;
                  rttMs?: number;
                  /** @enum {string} */
                  traversal: 'AtoZ' | 'ZtoA';
                  from: {
                    routerId: string;
                    routerName: string;
                    bladeId: string;
                    portId: string;
                    portName: string;
                  };
                  to: {
                    routerId: string;
                    routerName: string;
                    bladeId: string;
                    portId: string;
                    portName: string;
                  };
                }[];
              }[];
            };
            observed?: {
              AtoZ: {
                tsMs: number;
                source: string | null;
                /** @enum {string} */
                verdict: 'same' | 'changed' | 'unknown';
                declaredRouterIds: string[];
                hops: {
                  ip: string | null;
                  hostname: string | null;
                  rttMs: number | null;
                  /** @enum {string} */
                  kind: 'declared' | 'added' | 'unknown' | 'no-answer';
                  routerId: string | null;
                  routerName: string | null;
                  portId: string | null;
                }[];
                pathChanged: {
                  sinceMs: number;
                  skippedRouterIds: string[];
                  addedRouterIds: string[];
                  message: string;
                } | null;
              } | null;
              ZtoA: {
                tsMs: number;
                source: string | null;
                /** @enum {string} */
                verdict: 'same' | 'changed' | 'unknown';
                declaredRouterIds: string[];
                hops: {
                  ip: string | null;
                  hostname: string | null;
                  rttMs: number | null;
                  /** @enum {string} */
                  kind: 'declared' | 'added' | 'unknown' | 'no-answer';
                  routerId: string | null;
                  routerName: string | null;
                  portId: string | null;
                }[];
                pathChanged: {
                  sinceMs: number;
                  skippedRouterIds: string[];
                  addedRouterIds: string[];
                  message: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPathsIdTcp: {
    parameters: {
      query?: {
        /** @description The TCP window to compute W / RTT for, bytes (1 to 2^30) */
        windowBytes?: number;
        /** @description The MTU, bytes (576 to 65535); the MSS is 40 bytes less */
        mtuBytes?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pathId: string;
            name: string;
            aSiteId: string;
            zSiteId: string;
            mtuBytes: number;
            directions: {
              AtoZ: {
                fromSiteId: string;
                toSiteId: string;
                rttMs: number | null;
                bottleneckCapacityBps: number | null;
                mssBytes: number;
                bdpBytes: number | null;
                recommendedWindowBytes: number | null;
                windowBytes: number;
                windowLimitedBps: number | null;
                renoResponsivenessS: number | null;
                observed: {
                  throughputBps: number | null;
                  lossRatio: number | null;
                  retransmissions?: number;
                  rttMs?: number;
                  /** @enum {string} */
                  source: 'measurement' | 'live';
                  atMs: number;
                } | null;
                mathisBps: number | null;
                diagnosis: {
                  /** @enum {string} */
                  code: 'window-limited' | 'loss-limited' | 'capacity' | 'none';
                  message: string;
                } | null;
              };
              ZtoA: {
                fromSiteId: string;
                toSiteId: string;
                rttMs: number | null;
                bottleneckCapacityBps: number | null;
                mssBytes: number;
                bdpBytes: number | null;
                recommendedWindowBytes: number | null;
                windowBytes: number;
                windowLimitedBps: number | null;
                renoResponsivenessS: number | null;
                observed: {
                  throughputBps: number | null;
                  lossRatio: number | null;
                  retransmissions?: number;
                  rttMs?: number;
                  /** @enum {string} */
                  source: 'measurement' | 'live';
                  atMs: number;
                } | null;
                mathisBps: number | null;
                diagnosis: {
                  /** @enum {string} */
                  code: 'window-limited' | 'loss-limited' | 'capacity' | 'none';
                  message: string;
                } | null;
              };
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTcp: {
    parameters: {
      query?: {
        /** @description The TCP window to compute W / RTT for, bytes (1 to 2^30) */
        windowBytes?: number;
        /** @description The MTU, bytes (576 to 65535); the MSS is 40 bytes less */
        mtuBytes?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            windowBytes: number;
            mtuBytes: number;
            paths: {
              pathId: string;
              name: string;
              aSiteId: string;
              zSiteId: string;
              mtuBytes: number;
              directions: {
                AtoZ: {
                  fromSiteId: string;
                  toSiteId: string;
                  rttMs: number | null;
                  bottleneckCapacityBps: number | null;
                  mssBytes: number;
                  bdpBytes: number | null;
                  recommendedWindowBytes: number | null;
                  windowBytes: number;
                  windowLimitedBps: number | null;
                  renoResponsivenessS: number | null;
                  observed: {
                    throughputBps: number | null;
                    lossRatio: number | null;
                    retransmissions?: number;
                    rttMs?: number;
                    /** @enum {string} */
                    source: 'measurement' | 'live';
                    atMs: number;
                  } | null;
                  mathisBps: number | null;
                  diagnosis: {
                    /** @enum {string} */
                    code: 'window-limited' | 'loss-limited' | 'capacity' | 'none';
                    message: string;
                  } | null;
                };
                ZtoA: {
                  fromSiteId: string;
                  toSiteId: string;
                  rttMs: number | null;
                  bottleneckCapacityBps: number | null;
                  mssBytes: number;
                  bdpBytes: number | null;
                  recommendedWindowBytes: number | null;
                  windowBytes: number;
                  windowLimitedBps: number | null;
                  renoResponsivenessS: number | null;
                  observed: {
                    throughputBps: number | null;
                    lossRatio: number | null;
                    retransmissions?: number;
                    rttMs?: number;
                    /** @enum {string} */
                    source: 'measurement' | 'live';
                    atMs: number;
                  } | null;
                  mathisBps: number | null;
                  diagnosis: {
                    /** @enum {string} */
                    code: 'window-limited' | 'loss-limited' | 'capacity' | 'none';
                    message: string;
                  } | null;
                };
              };
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAnalysisShared: {
    parameters: {
      query: {
        /** @description Comma-separated site ids, e.g. CNAF,FZK */
        sites: string;
        direction?: 'AtoZ' | 'ZtoA';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sites: string[];
            /** @enum {string} */
            direction: 'AtoZ' | 'ZtoA' | 'both';
            shared: {
              /** @enum {string} */
              kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
              id: string;
              name: string;
              carrierId: string;
              sites: string[];
              paths: string[];
              directions: ('AtoZ' | 'ZtoA')[];
              otherSites: string[];
              otherSiteCount: number;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAnalysisOversubscription: {
    parameters: {
      query?: {
        threshold?: number;
        sort?: 'ratio' | 'id';
        only?: 'all' | 'oversubscribed';
        /** @description Only the equipment of this carrier's routers */
        carrier?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            threshold: number;
            blades: {
              id: string;
              routerId: string;
              slot: number;
              model: string;
              portCount: number;
              portCapacityBps: number;
              fabricCapacityBps: number;
              ratio: number;
              oversubscribed: boolean;
              live?: {
                inBps: number;
                outBps: number;
                loadBps: number;
                measured: number;
                expected: number;
                stale: boolean;
                ratio: number;
                overload: boolean;
              };
            }[];
            backplanes: {
              id: string;
              routerId: string;
              bladeCount: number;
              bladeFabricCapacityBps: number;
              capacityBps: number;
              ratio: number;
              oversubscribed: boolean;
              liveLoadBps?: number;
              liveOverload?: boolean;
            }[];
            page: {
              limit: number;
              offset: number;
              totalBlades: number;
              totalBackplanes: number;
              nextOffset?: number;
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAnalysisTrunks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rule: {
              lopsidedShare: number;
              minLoadBps: number;
            };
            trunks: {
              id: string;
              name: string;
              carrierId: string;
              capacityBps: number;
              members: {
                linkId: string;
                name: string;
                capacityBps: number;
                aRouterId: string;
                zRouterId: string;
                aBladeId: string;
                zBladeId: string;
              }[];
              warnings: {
                /** @enum {string} */
                code: 'same-blade' | 'same-router' | 'unequal-speeds';
                /** @enum {string} */
                severity: 'warning' | 'info';
                /** @enum {string} */
                end?: 'A' | 'Z';
                message: string;
              }[];
              balance: {
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA';
                totalBps: number;
                members: {
                  linkId: string;
                  name: string;
                  bps: number;
                  share: number;
                }[];
                top?: {
                  linkId: string;
                  name: string;
                  bps: number;
                  share: number;
                };
                lopsided: boolean;
                /** @enum {string} */
                notJudged?: 'missing-data' | 'below-floor';
              }[];
              lopsided: boolean;
              worstShare: number;
              worstLinkId?: string;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAnalysisWhatIf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fail: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            failed: string[];
            paths: {
              pathId: string;
              aSiteId: string;
              zSiteId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              /** @enum {string} */
              status: 'intact' | 'degraded' | 'rerouted' | 'broken';
              failedOnRoute: string[];
              alternative?: {
                routerIds: string[];
                linkIds: string[];
              };
              movedBps?: number | null;
            }[];
            sitesDisconnected: string[];
            landing: {
              linkId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              pathIds: string[];
              addedBps: number | null;
              currentBps: number | null;
              capacityBps: number;
              resultingUtilization: number | null;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getMaintenance: {
    parameters: {
      query?: {
        activeAt?: number | string;
        carrier?: string;
        equipment?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            maintenances: {
              id: string;
              carrierId: string;
              title: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              /** @enum {string} */
              behaviour: 'skip' | 'mute' | 'run';
              equipmentIds: string[];
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postMaintenance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: string;
          carrierId: string;
          title: string;
          /** Format: date-time */
          startsAt: string;
          /** Format: date-time */
          endsAt: string;
          /** @enum {string} */
          behaviour: 'skip' | 'mute' | 'run';
          equipmentIds: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            carrierId: string;
            title: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @enum {string} */
            behaviour: 'skip' | 'mute' | 'run';
            equipmentIds: string[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getMaintenanceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            carrierId: string;
            title: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @enum {string} */
            behaviour: 'skip' | 'mute' | 'run';
            equipmentIds: string[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  putMaintenanceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: string;
          carrierId: string;
          title: string;
          /** Format: date-time */
          startsAt: string;
          /** Format: date-time */
          endsAt: string;
          /** @enum {string} */
          behaviour: 'skip' | 'mute' | 'run';
          equipmentIds: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            carrierId: string;
            title: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @enum {string} */
            behaviour: 'skip' | 'mute' | 'run';
            equipmentIds: string[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteMaintenanceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            carrierId: string;
            title: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @enum {string} */
            behaviour: 'skip' | 'mute' | 'run';
            equipmentIds: string[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getWhoami: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authenticated: boolean;
            name: string | null;
            role: ('viewer' | 'engineer' | 'carrier' | 'collector' | 'admin') | null;
            carrierId: string | null;
            can: {
              read: boolean;
              manageIncidents: boolean;
              manageMaintenance: boolean;
              uploadEquipment: boolean;
              ingest: boolean;
              playDemo: boolean;
              manageTokens: boolean;
            };
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tokens: {
              id: string;
              name: string;
              /** @enum {string} */
              role: 'viewer' | 'engineer' | 'carrier' | 'collector' | 'admin';
              carrierId: string | null;
              createdAt: string;
              createdBy: string;
              expiresAt: string | null;
              revokedAt: string | null;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          role: 'viewer' | 'engineer' | 'carrier' | 'collector' | 'admin';
          carrierId?: string;
          /** Format: date-time */
          expiresAt?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            info: {
              id: string;
              name: string;
              /** @enum {string} */
              role: 'viewer' | 'engineer' | 'carrier' | 'collector' | 'admin';
              carrierId: string | null;
              createdAt: string;
              createdBy: string;
              expiresAt: string | null;
              revokedAt: string | null;
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteTokensId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            role: 'viewer' | 'engineer' | 'carrier' | 'collector' | 'admin';
            carrierId: string | null;
            createdAt: string;
            createdBy: string;
            expiresAt: string | null;
            revokedAt: string | null;
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authenticated: boolean;
            name: string | null;
            role: ('viewer' | 'engineer' | 'carrier' | 'collector' | 'admin') | null;
            carrierId: string | null;
            can: {
              read: boolean;
              manageIncidents: boolean;
              manageMaintenance: boolean;
              uploadEquipment: boolean;
              ingest: boolean;
              playDemo: boolean;
              manageTokens: boolean;
            };
            anonymousRead: boolean;
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authenticated: boolean;
            name: string | null;
            role: ('viewer' | 'engineer' | 'carrier' | 'collector' | 'admin') | null;
            carrierId: string | null;
            can: {
              read: boolean;
              manageIncidents: boolean;
              manageMaintenance: boolean;
              uploadEquipment: boolean;
              ingest: boolean;
              playDemo: boolean;
              manageTokens: boolean;
            };
            anonymousRead: boolean;
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authenticated: boolean;
            name: string | null;
            role: ('viewer' | 'engineer' | 'carrier' | 'collector' | 'admin') | null;
            carrierId: string | null;
            can: {
              read: boolean;
              manageIncidents: boolean;
              manageMaintenance: boolean;
              uploadEquipment: boolean;
              ingest: boolean;
              playDemo: boolean;
              manageTokens: boolean;
            };
            anonymousRead: boolean;
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarriersCarrierIdUploads: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uploads: {
              id: string;
              carrierId: string;
              uploadedBy: string;
              uploadedAt: string;
              checksum: string;
              /** @enum {string} */
              format: 'yaml' | 'json' | 'csv';
              restoredFrom: string | null;
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postCarriersCarrierIdUploads: {
    parameters: {
      query?: {
        dryRun?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/yaml': string;
        'application/json': string;
        'text/csv': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dryRun: boolean;
            changed: boolean;
            upload: {
              id: string;
              carrierId: string;
              uploadedBy: string;
              uploadedAt: string;
              checksum: string;
              /** @enum {string} */
              format: 'yaml' | 'json' | 'csv';
              restoredFrom: string | null;
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            } | null;
            diff: {
              created: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                after: {
                  [key: string]: unknown;
                };
              }[];
              changed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                fields: string[];
                before: {
                  [key: string]: unknown;
                };
                after: {
                  [key: string]: unknown;
                };
              }[];
              removed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                before: {
                  [key: string]: unknown;
                };
              }[];
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dryRun: boolean;
            changed: boolean;
            upload: {
              id: string;
              carrierId: string;
              uploadedBy: string;
              uploadedAt: string;
              checksum: string;
              /** @enum {string} */
              format: 'yaml' | 'json' | 'csv';
              restoredFrom: string | null;
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            } | null;
            diff: {
              created: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                after: {
                  [key: string]: unknown;
                };
              }[];
              changed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                fields: string[];
                before: {
                  [key: string]: unknown;
                };
                after: {
                  [key: string]: unknown;
                };
              }[];
              removed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                before: {
                  [key: string]: unknown;
                };
              }[];
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body reads but is wrong; `errors` lists the exact field paths */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarriersCarrierIdUploadsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            upload: {
              id: string;
              carrierId: string;
              uploadedBy: string;
              uploadedAt: string;
              checksum: string;
              /** @enum {string} */
              format: 'yaml' | 'json' | 'csv';
              restoredFrom: string | null;
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            };
            diff: {
              created: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                after: {
                  [key: string]: unknown;
                };
              }[];
              changed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                fields: string[];
                before: {
                  [key: string]: unknown;
                };
                after: {
                  [key: string]: unknown;
                };
              }[];
              removed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                before: {
                  [key: string]: unknown;
                };
              }[];
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postCarriersCarrierIdUploadsIdRestore: {
    parameters: {
      query?: {
        dryRun?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path: {
        carrierId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dryRun: boolean;
            changed: boolean;
            upload: {
              id: string;
              carrierId: string;
              uploadedBy: string;
              uploadedAt: string;
              checksum: string;
              /** @enum {string} */
              format: 'yaml' | 'json' | 'csv';
              restoredFrom: string | null;
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            } | null;
            diff: {
              created: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                after: {
                  [key: string]: unknown;
                };
              }[];
              changed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                fields: string[];
                before: {
                  [key: string]: unknown;
                };
                after: {
                  [key: string]: unknown;
                };
              }[];
              removed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                before: {
                  [key: string]: unknown;
                };
              }[];
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dryRun: boolean;
            changed: boolean;
            upload: {
              id: string;
              carrierId: string;
              uploadedBy: string;
              uploadedAt: string;
              checksum: string;
              /** @enum {string} */
              format: 'yaml' | 'json' | 'csv';
              restoredFrom: string | null;
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            } | null;
            diff: {
              created: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                after: {
                  [key: string]: unknown;
                };
              }[];
              changed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                fields: string[];
                before: {
                  [key: string]: unknown;
                };
                after: {
                  [key: string]: unknown;
                };
              }[];
              removed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                before: {
                  [key: string]: unknown;
                };
              }[];
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body reads but is wrong; `errors` lists the exact field paths */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarriersCarrierIdDocument: {
    parameters: {
      query?: {
        format?: 'json' | 'yaml';
      };
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            format: 'tiermap-carrier/1';
            carrier: string;
            collectors?: {
              deviceLabel?: string;
              /** @enum {string} */
              portMatch?: 'ifName' | 'ifAlias' | 'ifIndex';
            };
            /** @default [] */
            routers: {
              id: string;
              name: string;
              vendor: string;
              model: string;
              os: string;
              location: string;
              lat: number;
              lon: number;
              siteId?: string;
              collectorNames?: string[];
              backplane: {
                id: string;
                capacityBps: number;
              };
              /** @default [] */
              blades: {
                id: string;
                slot: number;
                model: string;
                fabricCapacityBps: number;
                /** @default [] */
                ports: {
                  id: string;
                  name: string;
                  speedBps: number;
                  ifIndex?: number;
                  ifAlias?: string;
                  addresses?: string[];
                }[];
              }[];
            }[];
            patchPanels?: {
              id: string;
              name: string;
              location: string;
              siteId?: string;
            }[];
            /** @default [] */
            links: {
              id: string;
              name: string;
              aPortId: string;
              zPortId: string;
              capacityBps: number;
              rttMs?: number;
              lengthKm?: number;
              patchPanelIds?: string[];
            }[];
            /** @default [] */
            trunks: {
              id: string;
              name: string;
              memberLinkIds: string[];
            }[];
            /** @default [] */
            maintenances: {
              id: string;
              title: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              /**
               * @default mute
               * @enum {string}
               */
              behaviour: 'skip' | 'mute' | 'run';
              equipmentIds: string[];
            }[];
            /** @default [] */
            crossConnects: {
              portId: string;
              carrier: string;
              peerPortId: string;
            }[];
          };
          'application/yaml': {
            /** @constant */
            format: 'tiermap-carrier/1';
            carrier: string;
            collectors?: {
              deviceLabel?: string;
              /** @enum {string} */
              portMatch?: 'ifName' | 'ifAlias' | 'ifIndex';
            };
            /** @default [] */
            routers: {
              id: string;
              name: string;
              vendor: string;
              model: string;
              os: string;
              location: string;
              lat: number;
              lon: number;
              siteId?: string;
              collectorNames?: string[];
              backplane: {
                id: string;
                capacityBps: number;
              };
              /** @default [] */
              blades: {
                id: string;
                slot: number;
                model: string;
                fabricCapacityBps: number;
                /** @default [] */
                ports: {
                  id: string;
                  name: string;
                  speedBps: number;
                  ifIndex?: number;
                  ifAlias?: string;
                  addresses?: string[];
                }[];
              }[];
            }[];
            patchPanels?: {
              id: string;
              name: string;
              location: string;
              siteId?: string;
            }[];
            /** @default [] */
            links: {
              id: string;
              name: string;
              aPortId: string;
              zPortId: string;
              capacityBps: number;
              rttMs?: number;
              lengthKm?: number;
              patchPanelIds?: string[];
            }[];
            /** @default [] */
            trunks: {
              id: string;
              name: string;
              memberLinkIds: string[];
            }[];
            /** @default [] */
            maintenances: {
              id: string;
              title: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              /**
               * @default mute
               * @enum {string}
               */
              behaviour: 'skip' | 'mute' | 'run';
              equipmentIds: string[];
            }[];
            /** @default [] */
            crossConnects: {
              portId: string;
              carrier: string;
              peerPortId: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postCarriersCarrierIdNetboxSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          url: string;
          token: string;
          filters?: {
            [key: string]: string;
          };
          pageSize?: number;
          /** @default false */
          dryRun?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dryRun: boolean;
            changed: boolean;
            upload: {
              id: string;
              carrierId: string;
              uploadedBy: string;
              uploadedAt: string;
              checksum: string;
              /** @enum {string} */
              format: 'yaml' | 'json' | 'csv';
              restoredFrom: string | null;
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            } | null;
            diff: {
              created: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                after: {
                  [key: string]: unknown;
                };
              }[];
              changed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                fields: string[];
                before: {
                  [key: string]: unknown;
                };
                after: {
                  [key: string]: unknown;
                };
              }[];
              removed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                before: {
                  [key: string]: unknown;
                };
              }[];
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            };
            warnings: {
              code: string;
              message: string;
              where?: string;
            }[];
            pages: {
              [key: string]: number;
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dryRun: boolean;
            changed: boolean;
            upload: {
              id: string;
              carrierId: string;
              uploadedBy: string;
              uploadedAt: string;
              checksum: string;
              /** @enum {string} */
              format: 'yaml' | 'json' | 'csv';
              restoredFrom: string | null;
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            } | null;
            diff: {
              created: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                after: {
                  [key: string]: unknown;
                };
              }[];
              changed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                fields: string[];
                before: {
                  [key: string]: unknown;
                };
                after: {
                  [key: string]: unknown;
                };
              }[];
              removed: {
                /** @enum {string} */
                kind:
                  | 'router'
                  | 'backplane'
                  | 'blade'
                  | 'port'
                  | 'patchPanel'
                  | 'link'
                  | 'trunk'
                  | 'maintenance';
                id: string;
                before: {
                  [key: string]: unknown;
                };
              }[];
              counts: {
                [key: string]: {
                  created: number;
                  changed: number;
                  removed: number;
                };
              };
            };
            warnings: {
              code: string;
              message: string;
              where?: string;
            }[];
            pages: {
              [key: string]: number;
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body reads but is wrong; `errors` lists the exact field paths */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description See the route description */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarrierUploadSchemaJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postWrite: {
    parameters: {
      query?: {
        precision?: 'ns' | 'us' | 'ms' | 's';
        org?: string;
        bucket?: string;
        db?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/plain': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            rejected: number;
            unmapped: number;
            ignored?: number;
            errors: {
              line?: number;
              path?: string;
              reason: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            rejected: number;
            unmapped: number;
            ignored?: number;
            errors: {
              line?: number;
              path?: string;
              reason: string;
            }[];
          };
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postV2Write: {
    parameters: {
      query?: {
        precision?: 'ns' | 'us' | 'ms' | 's';
        org?: string;
        bucket?: string;
        db?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/plain': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            rejected: number;
            unmapped: number;
            ignored?: number;
            errors: {
              line?: number;
              path?: string;
              reason: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            rejected: number;
            unmapped: number;
            ignored?: number;
            errors: {
              line?: number;
              path?: string;
              reason: string;
            }[];
          };
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postGnmicEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            rejected: number;
            unmapped: number;
            ignored?: number;
            errors: {
              line?: number;
              path?: string;
              reason: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            rejected: number;
            unmapped: number;
            ignored?: number;
            errors: {
              line?: number;
              path?: string;
              reason: string;
            }[];
          };
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain; version=0.0.4': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          samples: unknown[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            rejected: number;
            unmapped: number;
            ignored?: number;
            errors: {
              line?: number;
              path?: string;
              reason: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            rejected: number;
            unmapped: number;
            ignored?: number;
            errors: {
              line?: number;
              path?: string;
              reason: string;
            }[];
          };
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getMetricsUnmapped: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total: number;
            distinct: number;
            evicted: number;
            devices: {
              device: string;
              port: string;
              count: number;
              lastSeenMs: number;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getLiveState: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tsMs: number;
            states: {
              linkId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              tsMs: number;
              utilization: number | null;
              bps: number | null;
              errorsPerSec: number | null;
              outErrorsPerSec: number | null;
              inDiscardsPerSec: number | null;
              outDiscardsPerSec: number | null;
              stale: boolean;
              congested: boolean;
              down?: boolean;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getLive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getLinksIdSeries: {
    parameters: {
      query?: {
        from?: number | string;
        to?: number | string;
        step?: number;
        range?: 'hour' | 'day' | 'week';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            linkId: string;
            capacityBps: number;
            fromMs: number;
            toMs: number;
            stepMs: number;
            AtoZ: {
              tsMs: number;
              utilization: number | null;
              bps: number | null;
              errorsPerSec: number | null;
              outErrorsPerSec: number | null;
              inDiscardsPerSec: number | null;
              outDiscardsPerSec: number | null;
            }[];
            ZtoA: {
              tsMs: number;
              utilization: number | null;
              bps: number | null;
              errorsPerSec: number | null;
              outErrorsPerSec: number | null;
              inDiscardsPerSec: number | null;
              outDiscardsPerSec: number | null;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHealthPaths: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            atMs: number;
            thresholds: {
              lossProblemRatio: number;
              lossOutageRatio: number;
              utilizationCongested: number;
            };
            paths: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              fromSiteId: string;
              toSiteId: string;
              /** @enum {string} */
              status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
              lossRatio: number | null;
              maxUtilization: number | null;
              minBps: number | null;
              reasons: string[];
              measured: {
                tsMs: number;
                throughputBps: number | null;
                lossRatio: number | null;
                rttMs: number | null;
                retransmissions: number | null;
              } | null;
              pathChanged?: {
                sinceMs: number;
                skippedRouterIds: string[];
                addedRouterIds: string[];
                message: string;
              };
            }[];
            sites: {
              siteId: string;
              /** @enum {string} */
              status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
              badDirections: number;
              directions: number;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postMeasurements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              fromSiteId: string;
              toSiteId: string;
              ts: number | string;
              throughputBps?: number;
              lossRatio?: number;
              rttMs?: number;
              retransmissions?: number;
              source?: string;
              hops?: {
                ip?: string;
                hostname?: string;
                rttMs?: number;
              }[];
            }
          | {
              fromSiteId: string;
              toSiteId: string;
              ts: number | string;
              throughputBps?: number;
              lossRatio?: number;
              rttMs?: number;
              retransmissions?: number;
              source?: string;
              hops?: {
                ip?: string;
                hostname?: string;
                rttMs?: number;
              }[];
            }[];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            filed: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteMeasurements: {
    parameters: {
      query: {
        source: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            withdrawn: number;
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getIncidents: {
    parameters: {
      query?: {
        status?: 'open' | 'resolved';
        site?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            evaluatedAtMs: number | null;
            incidents: {
              id: string;
              title: string;
              /** @enum {string} */
              status: 'open' | 'resolved';
              /** @enum {string} */
              origin: 'auto' | 'manual';
              openedAtMs: number;
              updatedAtMs: number;
              resolvedAtMs: number | null;
              sites: string[];
              affected: {
                pathId: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA';
                fromSiteId: string;
                toSiteId: string;
                /** @enum {string} */
                status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
                sinceMs: number;
                recoveredAtMs: number | null;
                pathChanged?: {
                  sinceMs: number;
                  skippedRouterIds: string[];
                  addedRouterIds: string[];
                  message: string;
                };
              }[];
              known: {
                message: string;
                maintenanceId: string;
                /** @enum {string} */
                behaviour: 'skip' | 'mute' | 'run';
              } | null;
              situations: {
                /** @enum {string} */
                code:
                  | 'maintenance'
                  | 'load-sharing'
                  | 'asymmetry'
                  | 'blade-overload'
                  | 'site-problem'
                  | 'path-changed';
                known: boolean;
                message: string;
                equipment: {
                  /** @enum {string} */
                  kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk' | 'site';
                  id: string;
                  routerId?: string;
                  name?: string;
                }[];
                maintenanceId?: string;
              }[];
              suspects: {
                rank: number;
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                id: string;
                name: string;
                routerId: string | null;
                carrierId: string | null;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA' | 'both';
                directionLabel: string;
                alternatives: {
                  /** @enum {string} */
                  kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                  id: string;
                  name: string;
                  /** @enum {string} */
                  direction: 'AtoZ' | 'ZtoA' | 'both';
                  directionLabel: string;
                }[];
                cause: boolean;
                hitRatio: number;
                score: number;
                explains: string[];
                against: string[];
                live: {
                  utilization: number | null;
                  errorsPerSec: number | null;
                  discardsPerSec: number | null;
                  lossRatio: number | null;
                  stale: boolean;
                } | null;
                oversubscribed: boolean | null;
                maintenanceId: string | null;
                explanation: string;
              }[];
              timeline: {
                atMs: number;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'path-bad'
                  | 'path-recovered'
                  | 'known'
                  | 'suspect'
                  | 'resolved'
                  | 'note';
                message: string;
              }[];
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postIncidents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          sites: string[];
          note?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            /** @enum {string} */
            status: 'open' | 'resolved';
            /** @enum {string} */
            origin: 'auto' | 'manual';
            openedAtMs: number;
            updatedAtMs: number;
            resolvedAtMs: number | null;
            sites: string[];
            affected: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              fromSiteId: string;
              toSiteId: string;
              /** @enum {string} */
              status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
              sinceMs: number;
              recoveredAtMs: number | null;
              pathChanged?: {
                sinceMs: number;
                skippedRouterIds: string[];
                addedRouterIds: string[];
                message: string;
              };
            }[];
            known: {
              message: string;
              maintenanceId: string;
              /** @enum {string} */
              behaviour: 'skip' | 'mute' | 'run';
            } | null;
            situations: {
              /** @enum {string} */
              code:
                | 'maintenance'
                | 'load-sharing'
                | 'asymmetry'
                | 'blade-overload'
                | 'site-problem'
                | 'path-changed';
              known: boolean;
              message: string;
              equipment: {
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk' | 'site';
                id: string;
                routerId?: string;
                name?: string;
              }[];
              maintenanceId?: string;
            }[];
            suspects: {
              rank: number;
              /** @enum {string} */
              kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
              id: string;
              name: string;
              routerId: string | null;
              carrierId: string | null;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA' | 'both';
              directionLabel: string;
              alternatives: {
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                id: string;
                name: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA' | 'both';
                directionLabel: string;
              }[];
              cause: boolean;
              hitRatio: number;
              score: number;
              explains: string[];
              against: string[];
              live: {
                utilization: number | null;
                errorsPerSec: number | null;
                discardsPerSec: number | null;
                lossRatio: number | null;
                stale: boolean;
              } | null;
              oversubscribed: boolean | null;
              maintenanceId: string | null;
              explanation: string;
            }[];
            timeline: {
              atMs: number;
              /** @enum {string} */
              kind:
                | 'opened'
                | 'path-bad'
                | 'path-recovered'
                | 'known'
                | 'suspect'
                | 'resolved'
                | 'note';
              message: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getIncidentsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            /** @enum {string} */
            status: 'open' | 'resolved';
            /** @enum {string} */
            origin: 'auto' | 'manual';
            openedAtMs: number;
            updatedAtMs: number;
            resolvedAtMs: number | null;
            sites: string[];
            affected: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              fromSiteId: string;
              toSiteId: string;
              /** @enum {string} */
              status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
              sinceMs: number;
              recoveredAtMs: number | null;
              pathChanged?: {
                sinceMs: number;
                skippedRouterIds: string[];
                addedRouterIds: string[];
                message: string;
              };
            }[];
            known: {
              message: string;
              maintenanceId: string;
              /** @enum {string} */
              behaviour: 'skip' | 'mute' | 'run';
            } | null;
            situations: {
              /** @enum {string} */
              code:
                | 'maintenance'
                | 'load-sharing'
                | 'asymmetry'
                | 'blade-overload'
                | 'site-problem'
                | 'path-changed';
              known: boolean;
              message: string;
              equipment: {
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk' | 'site';
                id: string;
                routerId?: string;
                name?: string;
              }[];
              maintenanceId?: string;
            }[];
            suspects: {
              rank: number;
              /** @enum {string} */
              kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
              id: string;
              name: string;
              routerId: string | null;
              carrierId: string | null;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA' | 'both';
              directionLabel: string;
              alternatives: {
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                id: string;
                name: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA' | 'both';
                directionLabel: string;
              }[];
              cause: boolean;
              hitRatio: number;
              score: number;
              explains: string[];
              against: string[];
              live: {
                utilization: number | null;
                errorsPerSec: number | null;
                discardsPerSec: number | null;
                lossRatio: number | null;
                stale: boolean;
              } | null;
              oversubscribed: boolean | null;
              maintenanceId: string | null;
              explanation: string;
            }[];
            timeline: {
              atMs: number;
              /** @enum {string} */
              kind:
                | 'opened'
                | 'path-bad'
                | 'path-recovered'
                | 'known'
                | 'suspect'
                | 'resolved'
                | 'note';
              message: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postIncidentsIdResolve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            /** @enum {string} */
            status: 'open' | 'resolved';
            /** @enum {string} */
            origin: 'auto' | 'manual';
            openedAtMs: number;
            updatedAtMs: number;
            resolvedAtMs: number | null;
            sites: string[];
            affected: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              fromSiteId: string;
              toSiteId: string;
              /** @enum {string} */
              status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
              sinceMs: number;
              recoveredAtMs: number | null;
              pathChanged?: {
                sinceMs: number;
                skippedRouterIds: string[];
                addedRouterIds: string[];
                message: string;
              };
            }[];
            known: {
              message: string;
              maintenanceId: string;
              /** @enum {string} */
              behaviour: 'skip' | 'mute' | 'run';
            } | null;
            situations: {
              /** @enum {string} */
              code:
                | 'maintenance'
                | 'load-sharing'
                | 'asymmetry'
                | 'blade-overload'
                | 'site-problem'
                | 'path-changed';
              known: boolean;
              message: string;
              equipment: {
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk' | 'site';
                id: string;
                routerId?: string;
                name?: string;
              }[];
              maintenanceId?: string;
            }[];
            suspects: {
              rank: number;
              /** @enum {string} */
              kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
              id: string;
              name: string;
              routerId: string | null;
              carrierId: string | null;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA' | 'both';
              directionLabel: string;
              alternatives: {
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                id: string;
                name: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA' | 'both';
                directionLabel: string;
              }[];
              cause: boolean;
              hitRatio: number;
              score: number;
              explains: string[];
              against: string[];
              live: {
                utilization: number | null;
                errorsPerSec: number | null;
                discardsPerSec: number | null;
                lossRatio: number | null;
                stale: boolean;
              } | null;
              oversubscribed: boolean | null;
              maintenanceId: string | null;
              explanation: string;
            }[];
            timeline: {
              atMs: number;
              /** @enum {string} */
              kind:
                | 'opened'
                | 'path-bad'
                | 'path-recovered'
                | 'known'
                | 'suspect'
                | 'resolved'
                | 'note';
              message: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postIncidentsEvaluate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            incidents: {
              id: string;
              title: string;
              /** @enum {string} */
              status: 'open' | 'resolved';
              /** @enum {string} */
              origin: 'auto' | 'manual';
              openedAtMs: number;
              updatedAtMs: number;
              resolvedAtMs: number | null;
              sites: string[];
              affected: {
                pathId: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA';
                fromSiteId: string;
                toSiteId: string;
                /** @enum {string} */
                status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
                sinceMs: number;
                recoveredAtMs: number | null;
                pathChanged?: {
                  sinceMs: number;
                  skippedRouterIds: string[];
                  addedRouterIds: string[];
                  message: string;
                };
              }[];
              known: {
                message: string;
                maintenanceId: string;
                /** @enum {string} */
                behaviour: 'skip' | 'mute' | 'run';
              } | null;
              situations: {
                /** @enum {string} */
                code:
                  | 'maintenance'
                  | 'load-sharing'
                  | 'asymmetry'
                  | 'blade-overload'
                  | 'site-problem'
                  | 'path-changed';
                known: boolean;
                message: string;
                equipment: {
                  /** @enum {string} */
                  kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk' | 'site';
                  id: string;
                  routerId?: string;
                  name?: string;
                }[];
                maintenanceId?: string;
              }[];
              suspects: {
                rank: number;
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                id: string;
                name: string;
                routerId: string | null;
                carrierId: string | null;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA' | 'both';
                directionLabel: string;
                alternatives: {
                  /** @enum {string} */
                  kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                  id: string;
                  name: string;
                  /** @enum {string} */
                  direction: 'AtoZ' | 'ZtoA' | 'both';
                  directionLabel: string;
                }[];
                cause: boolean;
                hitRatio: number;
                score: number;
                explains: string[];
                against: string[];
                live: {
                  utilization: number | null;
                  errorsPerSec: number | null;
                  discardsPerSec: number | null;
                  lossRatio: number | null;
                  stale: boolean;
                } | null;
                oversubscribed: boolean | null;
                maintenanceId: string | null;
                explanation: string;
              }[];
              timeline: {
                atMs: number;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'path-bad'
                  | 'path-recovered'
                  | 'known'
                  | 'suspect'
                  | 'resolved'
                  | 'note';
                message: string;
              }[];
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  putPerfsonarArchive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: string | number;
          schedule?: {
            /** Format: date-time */
            start?: string;
            duration?: string;
          } & {
            [key: string]: unknown;
          };
          test: {
            /** @enum {string} */
            type: 'throughput' | 'latency' | 'latencybg' | 'rtt' | 'trace';
            spec: {
              source?: string;
              dest: string;
            } & {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
          tool?: {
            name: string;
            version?: string;
          } & {
            [key: string]: unknown;
          };
          run: {
            /** Format: date-time */
            'start-time': string;
            /** Format: date-time */
            'end-time'?: string;
            href?: string;
          } & {
            [key: string]: unknown;
          };
          participants?: string[];
          result: {
            succeeded: boolean;
            error?: string | null;
          } & {
            [key: string]: unknown;
          };
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            filed: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
            }[];
            /** @enum {string} */
            testType: 'throughput' | 'latency' | 'latencybg' | 'rtt' | 'trace';
            fromSiteId: string;
            toSiteId: string;
            failedTest?: {
              error: string | null;
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            filed: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
            }[];
            /** @enum {string} */
            testType: 'throughput' | 'latency' | 'latencybg' | 'rtt' | 'trace';
            fromSiteId: string;
            toSiteId: string;
            failedTest?: {
              error: string | null;
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body reads but is wrong; `errors` lists the exact field paths */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPerfsonarArchive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: string | number;
          schedule?: {
            /** Format: date-time */
            start?: string;
            duration?: string;
          } & {
            [key: string]: unknown;
          };
          test: {
            /** @enum {string} */
            type: 'throughput' | 'latency' | 'latencybg' | 'rtt' | 'trace';
            spec: {
              source?: string;
              dest: string;
            } & {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
          tool?: {
            name: string;
            version?: string;
          } & {
            [key: string]: unknown;
          };
          run: {
            /** Format: date-time */
            'start-time': string;
            /** Format: date-time */
            'end-time'?: string;
            href?: string;
          } & {
            [key: string]: unknown;
          };
          participants?: string[];
          result: {
            succeeded: boolean;
            error?: string | null;
          } & {
            [key: string]: unknown;
          };
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            filed: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
            }[];
            /** @enum {string} */
            testType: 'throughput' | 'latency' | 'latencybg' | 'rtt' | 'trace';
            fromSiteId: string;
            toSiteId: string;
            failedTest?: {
              error: string | null;
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
            filed: {
              pathId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
            }[];
            /** @enum {string} */
            testType: 'throughput' | 'latency' | 'latencybg' | 'rtt' | 'trace';
            fromSiteId: string;
            toSiteId: string;
            failedTest?: {
              error: string | null;
            };
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body reads but is wrong; `errors` lists the exact field paths */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAlertmanagerWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          version: '4';
          groupKey: string;
          /** @default 0 */
          truncatedAlerts?: number;
          /** @enum {string} */
          status: 'firing' | 'resolved';
          receiver: string;
          /** @default {} */
          groupLabels?: {
            [key: string]: string;
          };
          /** @default {} */
          commonLabels?: {
            [key: string]: string;
          };
          /** @default {} */
          commonAnnotations?: {
            [key: string]: string;
          };
          /** @default  */
          externalURL?: string;
          alerts: {
            /** @enum {string} */
            status: 'firing' | 'resolved';
            labels: {
              [key: string]: string;
            };
            /** @default {} */
            annotations?: {
              [key: string]: string;
            };
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @default  */
            generatorURL?: string;
            fingerprint: string;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            firing: number;
            withdrawn: number;
            unmatched: {
              fingerprint: string;
              alertname: string;
              reason: string;
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAlertmanagerEvidence: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            evidence: {
              fingerprint: string;
              alertname: string;
              /** @enum {string} */
              kind: 'link' | 'router';
              id: string;
              on: string;
              startsAtMs: number;
              labels: {
                [key: string]: string;
              };
            }[];
            unmatched: {
              fingerprint: string;
              alertname: string;
              reason: string;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getReportsTopology: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            times: {
              generatedAtMs: number;
              liveAtMs: number | null;
              staleAfterMs: number;
              liveDirections: number;
              staleDirections: number;
            };
            topology: {
              sites: {
                id: string;
                name: string;
                tier: 0 | 1 | 2;
                city: string;
                country: string;
                lat: number;
                lon: number;
                carrierId: string;
              }[];
              carriers: {
                id: string;
                name: string;
                /** @enum {string} */
                kind: 'nren' | 'backbone' | 'exchange' | 'transit' | 'site';
                country?: string;
              }[];
              routers: {
                id: string;
                name: string;
                carrierId: string;
                vendor: string;
                model: string;
                os: string;
                location: string;
                lat: number;
                lon: number;
                siteId?: string;
                collectorNames?: string[];
                deviceLabel?: string;
                /** @enum {string} */
                portMatch?: 'ifName' | 'ifAlias' | 'ifIndex';
              }[];
              links: {
                id: string;
                name: string;
                carrierId: string;
                aPortId: string;
                zPortId: string;
                capacityBps: number;
                rttMs?: number;
                lengthKm?: number;
                trunkId?: string;
                patchPanelIds?: string[];
                aRouterId: string;
                zRouterId: string;
                pathIds: string[];
              }[];
              trunks: {
                id: string;
                name: string;
                carrierId: string;
                memberLinkIds: string[];
              }[];
              paths: {
                id: string;
                name: string;
                aSiteId: string;
                zSiteId: string;
                hops: {
                  AtoZ: (
                    | {
                        linkId: string;
                      }
                    | {
                        trunkId: string;
                      }
                  )[];
                  ZtoA: (
                    | {
                        linkId: string;
                      }
                    | {
                        trunkId: string;
                      }
                  )[];
                };
              }[];
              /** @default [] */
              maintenances: {
                id: string;
                carrierId: string;
                title: string;
                /** Format: date-time */
                startsAt: string;
                /** Format: date-time */
                endsAt: string;
                /** @enum {string} */
                behaviour: 'skip' | 'mute' | 'run';
                equipmentIds: string[];
              }[];
              maintenanceLinkIds?: {
                [key: string]: string[];
              };
              version?: number;
              patchPanels?: {
                id: string;
                name: string;
                carrierId: string;
                location: string;
                siteId?: string;
              }[];
            };
            live: {
              linkId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              tsMs: number;
              utilization: number | null;
              bps: number | null;
              errorsPerSec: number | null;
              outErrorsPerSec: number | null;
              inDiscardsPerSec: number | null;
              outDiscardsPerSec: number | null;
              stale: boolean;
              congested: boolean;
              down?: boolean;
            }[];
            paths: {
              id: string;
              name: string;
              aSiteId: string;
              zSiteId: string;
              symmetric: boolean;
              rttMs: {
                AtoZ?: number;
                ZtoA?: number;
              };
              hops: {
                AtoZ: {
                  hop: number;
                  fromRouterId: string;
                  toRouterId: string;
                  trunkId?: string;
                  capacityBps: number;
                  links: {
                    linkId: string;
                    name: string;
                    carrierId: string;
                    capacityBps: number;
                    rttMs?: number;
                    /** @enum {string} */
                    traversal: 'AtoZ' | 'ZtoA';
                    from: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                    to: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                  }[];
                }[];
                ZtoA: {
                  hop: number;
                  fromRouterId: string;
                  toRouterId: string;
                  trunkId?: string;
                  capacityBps: number;
                  links: {
                    linkId: string;
                    name: string;
                    carrierId: string;
                    capacityBps: number;
                    rttMs?: number;
                    /** @enum {string} */
                    traversal: 'AtoZ' | 'ZtoA';
                    from: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                    to: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                  }[];
                }[];
              };
              observed?: {
                AtoZ: {
                  tsMs: number;
                  source: string | null;
                  /** @enum {string} */
                  verdict: 'same' | 'changed' | 'unknown';
                  declaredRouterIds: string[];
                  hops: {
                    ip: string | null;
                    hostname: string | null;
                    rttMs: number | null;
                    /** @enum {string} */
                    kind: 'declared' | 'added' | 'unknown' | 'no-answer';
                    routerId: string | null;
                    routerName: string | null;
                    portId: string | null;
                  }[];
                  pathChanged: {
                    sinceMs: number;
                    skippedRouterIds: string[];
                    addedRouterIds: string[];
                    message: string;
                  } | null;
                } | null;
                ZtoA: {
                  tsMs: number;
                  source: string | null;
                  /** @enum {string} */
                  verdict: 'same' | 'changed' | 'unknown';
                  declaredRouterIds: string[];
                  hops: {
                    ip: string | null;
                    hostname: string | null;
                    rttMs: number | null;
                    /** @enum {string} */
                    kind: 'declared' | 'added' | 'unknown' | 'no-answer';
                    routerId: string | null;
                    routerName: string | null;
                    portId: string | null;
                  }[];
                  pathChanged: {
                    sinceMs: number;
                    skippedRouterIds: string[];
                    addedRouterIds: string[];
                    message: string;
                  } | null;
                } | null;
              };
            }[];
            shared: {
              sites: string[];
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA' | 'both';
              shared: {
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                id: string;
                name: string;
                carrierId: string;
                sites: string[];
                paths: string[];
                directions: ('AtoZ' | 'ZtoA')[];
                otherSites: string[];
                otherSiteCount: number;
              }[];
            };
            oversubscription: {
              threshold: number;
              blades: {
                id: string;
                routerId: string;
                slot: number;
                model: string;
                portCount: number;
                portCapacityBps: number;
                fabricCapacityBps: number;
                ratio: number;
                oversubscribed: boolean;
                live?: {
                  inBps: number;
                  outBps: number;
                  loadBps: number;
                  measured: number;
                  expected: number;
                  stale: boolean;
                  ratio: number;
                  overload: boolean;
                };
              }[];
              backplanes: {
                id: string;
                routerId: string;
                bladeCount: number;
                bladeFabricCapacityBps: number;
                capacityBps: number;
                ratio: number;
                oversubscribed: boolean;
                liveLoadBps?: number;
                liveOverload?: boolean;
              }[];
            };
            trunks: {
              rule: {
                lopsidedShare: number;
                minLoadBps: number;
              };
              trunks: {
                id: string;
                name: string;
                carrierId: string;
                capacityBps: number;
                members: {
                  linkId: string;
                  name: string;
                  capacityBps: number;
                  aRouterId: string;
                  zRouterId: string;
                  aBladeId: string;
                  zBladeId: string;
                }[];
                warnings: {
                  /** @enum {string} */
                  code: 'same-blade' | 'same-router' | 'unequal-speeds';
                  /** @enum {string} */
                  severity: 'warning' | 'info';
                  /** @enum {string} */
                  end?: 'A' | 'Z';
                  message: string;
                }[];
                balance: {
                  /** @enum {string} */
                  direction: 'AtoZ' | 'ZtoA';
                  totalBps: number;
                  members: {
                    linkId: string;
                    name: string;
                    bps: number;
                    share: number;
                  }[];
                  top?: {
                    linkId: string;
                    name: string;
                    bps: number;
                    share: number;
                  };
                  lopsided: boolean;
                  /** @enum {string} */
                  notJudged?: 'missing-data' | 'below-floor';
                }[];
                lopsided: boolean;
                worstShare: number;
                worstLinkId?: string;
              }[];
            };
            tcp: {
              windowBytes: number;
              mtuBytes: number;
              paths: {
                pathId: string;
                name: string;
                aSiteId: string;
                zSiteId: string;
                mtuBytes: number;
                directions: {
                  AtoZ: {
                    fromSiteId: string;
                    toSiteId: string;
                    rttMs: number | null;
                    bottleneckCapacityBps: number | null;
                    mssBytes: number;
                    bdpBytes: number | null;
                    recommendedWindowBytes: number | null;
                    windowBytes: number;
                    windowLimitedBps: number | null;
                    renoResponsivenessS: number | null;
                    observed: {
                      throughputBps: number | null;
                      lossRatio: number | null;
                      retransmissions?: number;
                      rttMs?: number;
                      /** @enum {string} */
                      source: 'measurement' | 'live';
                      atMs: number;
                    } | null;
                    mathisBps: number | null;
                    diagnosis: {
                      /** @enum {string} */
                      code: 'window-limited' | 'loss-limited' | 'capacity' | 'none';
                      message: string;
                    } | null;
                  };
                  ZtoA: {
                    fromSiteId: string;
                    toSiteId: string;
                    rttMs: number | null;
                    bottleneckCapacityBps: number | null;
                    mssBytes: number;
                    bdpBytes: number | null;
                    recommendedWindowBytes: number | null;
                    windowBytes: number;
                    windowLimitedBps: number | null;
                    renoResponsivenessS: number | null;
                    observed: {
                      throughputBps: number | null;
                      lossRatio: number | null;
                      retransmissions?: number;
                      rttMs?: number;
                      /** @enum {string} */
                      source: 'measurement' | 'live';
                      atMs: number;
                    } | null;
                    mathisBps: number | null;
                    diagnosis: {
                      /** @enum {string} */
                      code: 'window-limited' | 'loss-limited' | 'capacity' | 'none';
                      message: string;
                    } | null;
                  };
                };
              }[];
            };
            incidents: {
              id: string;
              title: string;
              /** @enum {string} */
              status: 'open' | 'resolved';
              /** @enum {string} */
              origin: 'auto' | 'manual';
              openedAtMs: number;
              updatedAtMs: number;
              resolvedAtMs: number | null;
              sites: string[];
              affected: {
                pathId: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA';
                fromSiteId: string;
                toSiteId: string;
                /** @enum {string} */
                status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
                sinceMs: number;
                recoveredAtMs: number | null;
                pathChanged?: {
                  sinceMs: number;
                  skippedRouterIds: string[];
                  addedRouterIds: string[];
                  message: string;
                };
              }[];
              known: {
                message: string;
                maintenanceId: string;
                /** @enum {string} */
                behaviour: 'skip' | 'mute' | 'run';
              } | null;
              situations: {
                /** @enum {string} */
                code:
                  | 'maintenance'
                  | 'load-sharing'
                  | 'asymmetry'
                  | 'blade-overload'
                  | 'site-problem'
                  | 'path-changed';
                known: boolean;
                message: string;
                equipment: {
                  /** @enum {string} */
                  kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk' | 'site';
                  id: string;
                  routerId?: string;
                  name?: string;
                }[];
                maintenanceId?: string;
              }[];
              suspects: {
                rank: number;
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                id: string;
                name: string;
                routerId: string | null;
                carrierId: string | null;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA' | 'both';
                directionLabel: string;
                alternatives: {
                  /** @enum {string} */
                  kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                  id: string;
                  name: string;
                  /** @enum {string} */
                  direction: 'AtoZ' | 'ZtoA' | 'both';
                  directionLabel: string;
                }[];
                cause: boolean;
                hitRatio: number;
                score: number;
                explains: string[];
                against: string[];
                live: {
                  utilization: number | null;
                  errorsPerSec: number | null;
                  discardsPerSec: number | null;
                  lossRatio: number | null;
                  stale: boolean;
                } | null;
                oversubscribed: boolean | null;
                maintenanceId: string | null;
                explanation: string;
              }[];
              timeline: {
                atMs: number;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'path-bad'
                  | 'path-recovered'
                  | 'known'
                  | 'suspect'
                  | 'resolved'
                  | 'note';
                message: string;
              }[];
            }[];
            health: {
              atMs: number;
              thresholds: {
                lossProblemRatio: number;
                lossOutageRatio: number;
                utilizationCongested: number;
              };
              paths: {
                pathId: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA';
                fromSiteId: string;
                toSiteId: string;
                /** @enum {string} */
                status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
                lossRatio: number | null;
                maxUtilization: number | null;
                minBps: number | null;
                reasons: string[];
                measured: {
                  tsMs: number;
                  throughputBps: number | null;
                  lossRatio: number | null;
                  rttMs: number | null;
                  retransmissions: number | null;
                } | null;
                pathChanged?: {
                  sinceMs: number;
                  skippedRouterIds: string[];
                  addedRouterIds: string[];
                  message: string;
                };
              }[];
              sites: {
                siteId: string;
                /** @enum {string} */
                status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
                badDirections: number;
                directions: number;
              }[];
            } | null;
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getReportsIncidentsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            times: {
              generatedAtMs: number;
              liveAtMs: number | null;
              staleAfterMs: number;
              liveDirections: number;
              staleDirections: number;
            };
            incident: {
              id: string;
              title: string;
              /** @enum {string} */
              status: 'open' | 'resolved';
              /** @enum {string} */
              origin: 'auto' | 'manual';
              openedAtMs: number;
              updatedAtMs: number;
              resolvedAtMs: number | null;
              sites: string[];
              affected: {
                pathId: string;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA';
                fromSiteId: string;
                toSiteId: string;
                /** @enum {string} */
                status: 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';
                sinceMs: number;
                recoveredAtMs: number | null;
                pathChanged?: {
                  sinceMs: number;
                  skippedRouterIds: string[];
                  addedRouterIds: string[];
                  message: string;
                };
              }[];
              known: {
                message: string;
                maintenanceId: string;
                /** @enum {string} */
                behaviour: 'skip' | 'mute' | 'run';
              } | null;
              situations: {
                /** @enum {string} */
                code:
                  | 'maintenance'
                  | 'load-sharing'
                  | 'asymmetry'
                  | 'blade-overload'
                  | 'site-problem'
                  | 'path-changed';
                known: boolean;
                message: string;
                equipment: {
                  /** @enum {string} */
                  kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk' | 'site';
                  id: string;
                  routerId?: string;
                  name?: string;
                }[];
                maintenanceId?: string;
              }[];
              suspects: {
                rank: number;
                /** @enum {string} */
                kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                id: string;
                name: string;
                routerId: string | null;
                carrierId: string | null;
                /** @enum {string} */
                direction: 'AtoZ' | 'ZtoA' | 'both';
                directionLabel: string;
                alternatives: {
                  /** @enum {string} */
                  kind: 'router' | 'blade' | 'patchPanel' | 'link' | 'trunk';
                  id: string;
                  name: string;
                  /** @enum {string} */
                  direction: 'AtoZ' | 'ZtoA' | 'both';
                  directionLabel: string;
                }[];
                cause: boolean;
                hitRatio: number;
                score: number;
                explains: string[];
                against: string[];
                live: {
                  utilization: number | null;
                  errorsPerSec: number | null;
                  discardsPerSec: number | null;
                  lossRatio: number | null;
                  stale: boolean;
                } | null;
                oversubscribed: boolean | null;
                maintenanceId: string | null;
                explanation: string;
              }[];
              timeline: {
                atMs: number;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'path-bad'
                  | 'path-recovered'
                  | 'known'
                  | 'suspect'
                  | 'resolved'
                  | 'note';
                message: string;
              }[];
            };
            topology: {
              sites: {
                id: string;
                name: string;
                tier: 0 | 1 | 2;
                city: string;
                country: string;
                lat: number;
                lon: number;
                carrierId: string;
              }[];
              carriers: {
                id: string;
                name: string;
                /** @enum {string} */
                kind: 'nren' | 'backbone' | 'exchange' | 'transit' | 'site';
                country?: string;
              }[];
              routers: {
                id: string;
                name: string;
                carrierId: string;
                vendor: string;
                model: string;
                os: string;
                location: string;
                lat: number;
                lon: number;
                siteId?: string;
                collectorNames?: string[];
                deviceLabel?: string;
                /** @enum {string} */
                portMatch?: 'ifName' | 'ifAlias' | 'ifIndex';
              }[];
              links: {
                id: string;
                name: string;
                carrierId: string;
                aPortId: string;
                zPortId: string;
                capacityBps: number;
                rttMs?: number;
                lengthKm?: number;
                trunkId?: string;
                patchPanelIds?: string[];
                aRouterId: string;
                zRouterId: string;
                pathIds: string[];
              }[];
              trunks: {
                id: string;
                name: string;
                carrierId: string;
                memberLinkIds: string[];
              }[];
              paths: {
                id: string;
                name: string;
                aSiteId: string;
                zSiteId: string;
                hops: {
                  AtoZ: (
                    | {
                        linkId: string;
                      }
                    | {
                        trunkId: string;
                      }
                  )[];
                  ZtoA: (
                    | {
                        linkId: string;
                      }
                    | {
                        trunkId: string;
                      }
                  )[];
                };
              }[];
              /** @default [] */
              maintenances: {
                id: string;
                carrierId: string;
                title: string;
                /** Format: date-time */
                startsAt: string;
                /** Format: date-time */
                endsAt: string;
                /** @enum {string} */
                behaviour: 'skip' | 'mute' | 'run';
                equipmentIds: string[];
              }[];
              maintenanceLinkIds?: {
                [key: string]: string[];
              };
              version?: number;
              patchPanels?: {
                id: string;
                name: string;
                carrierId: string;
                location: string;
                siteId?: string;
              }[];
            };
            live: {
              linkId: string;
              /** @enum {string} */
              direction: 'AtoZ' | 'ZtoA';
              tsMs: number;
              utilization: number | null;
              bps: number | null;
              errorsPerSec: number | null;
              outErrorsPerSec: number | null;
              inDiscardsPerSec: number | null;
              outDiscardsPerSec: number | null;
              stale: boolean;
              congested: boolean;
              down?: boolean;
            }[];
            paths: {
              id: string;
              name: string;
              aSiteId: string;
              zSiteId: string;
              symmetric: boolean;
              rttMs: {
                AtoZ?: number;
                ZtoA?: number;
              };
              hops: {
                AtoZ: {
                  hop: number;
                  fromRouterId: string;
                  toRouterId: string;
                  trunkId?: string;
                  capacityBps: number;
                  links: {
                    linkId: string;
                    name: string;
                    carrierId: string;
                    capacityBps: number;
                    rttMs?: number;
                    /** @enum {string} */
                    traversal: 'AtoZ' | 'ZtoA';
                    from: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                    to: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                  }[];
                }[];
                ZtoA: {
                  hop: number;
                  fromRouterId: string;
                  toRouterId: string;
                  trunkId?: string;
                  capacityBps: number;
                  links: {
                    linkId: string;
                    name: string;
                    carrierId: string;
                    capacityBps: number;
                    rttMs?: number;
                    /** @enum {string} */
                    traversal: 'AtoZ' | 'ZtoA';
                    from: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                    to: {
                      routerId: string;
                      routerName: string;
                      bladeId: string;
                      portId: string;
                      portName: string;
                    };
                  }[];
                }[];
              };
              observed?: {
                AtoZ: {
                  tsMs: number;
                  source: string | null;
                  /** @enum {string} */
                  verdict: 'same' | 'changed' | 'unknown';
                  declaredRouterIds: string[];
                  hops: {
                    ip: string | null;
                    hostname: string | null;
                    rttMs: number | null;
                    /** @enum {string} */
                    kind: 'declared' | 'added' | 'unknown' | 'no-answer';
                    routerId: string | null;
                    routerName: string | null;
                    portId: string | null;
                  }[];
                  pathChanged: {
                    sinceMs: number;
                    skippedRouterIds: string[];
                    addedRouterIds: string[];
                    message: string;
                  } | null;
                } | null;
                ZtoA: {
                  tsMs: number;
                  source: string | null;
                  /** @enum {string} */
                  verdict: 'same' | 'changed' | 'unknown';
                  declaredRouterIds: string[];
                  hops: {
                    ip: string | null;
                    hostname: string | null;
                    rttMs: number | null;
                    /** @enum {string} */
                    kind: 'declared' | 'added' | 'unknown' | 'no-answer';
                    routerId: string | null;
                    routerName: string | null;
                    portId: string | null;
                  }[];
                  pathChanged: {
                    sinceMs: number;
                    skippedRouterIds: string[];
                    addedRouterIds: string[];
                    message: string;
                  } | null;
                } | null;
              };
            }[];
            keyLinks: {
              linkId: string;
              capacityBps: number;
              fromMs: number;
              toMs: number;
              stepMs: number;
              AtoZ: {
                tsMs: number;
                utilization: number | null;
                bps: number | null;
                errorsPerSec: number | null;
                outErrorsPerSec: number | null;
                inDiscardsPerSec: number | null;
                outDiscardsPerSec: number | null;
              }[];
              ZtoA: {
                tsMs: number;
                utilization: number | null;
                bps: number | null;
                errorsPerSec: number | null;
                outErrorsPerSec: number | null;
                inDiscardsPerSec: number | null;
                outDiscardsPerSec: number | null;
              }[];
            }[];
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getReportsTopologyPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The work did not finish in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getIncidentsIdReportPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The work did not finish in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExportsTopologyJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            format: 'tiermap-topology/1';
            exportedAt: string;
            topology: {
              carriers: {
                id: string;
                name: string;
                /** @enum {string} */
                kind: 'nren' | 'backbone' | 'exchange' | 'transit' | 'site';
                country?: string;
              }[];
              sites: {
                id: string;
                name: string;
                tier: 0 | 1 | 2;
                city: string;
                country: string;
                lat: number;
                lon: number;
                carrierId: string;
              }[];
              routers: {
                id: string;
                name: string;
                carrierId: string;
                vendor: string;
                model: string;
                os: string;
                location: string;
                lat: number;
                lon: number;
                siteId?: string;
                collectorNames?: string[];
                deviceLabel?: string;
                /** @enum {string} */
                portMatch?: 'ifName' | 'ifAlias' | 'ifIndex';
              }[];
              backplanes: {
                id: string;
                routerId: string;
                capacityBps: number;
              }[];
              blades: {
                id: string;
                routerId: string;
                slot: number;
                model: string;
                fabricCapacityBps: number;
              }[];
              ports: {
                id: string;
                routerId: string;
                bladeId: string;
                name: string;
                speedBps: number;
                ifIndex?: number;
                ifAlias?: string;
                crossConnectCarrierId?: string;
                crossConnectPortId?: string;
                addresses?: string[];
              }[];
              links: {
                id: string;
                name: string;
                carrierId: string;
                aPortId: string;
                zPortId: string;
                capacityBps: number;
                rttMs?: number;
                lengthKm?: number;
                trunkId?: string;
                patchPanelIds?: string[];
              }[];
              trunks: {
                id: string;
                name: string;
                carrierId: string;
                memberLinkIds: string[];
              }[];
              paths: {
                id: string;
                name: string;
                aSiteId: string;
                zSiteId: string;
                hops: {
                  AtoZ: (
                    | {
                        linkId: string;
                      }
                    | {
                        trunkId: string;
                      }
                  )[];
                  ZtoA: (
                    | {
                        linkId: string;
                      }
                    | {
                        trunkId: string;
                      }
                  )[];
                };
              }[];
              maintenances: {
                id: string;
                carrierId: string;
                title: string;
                /** Format: date-time */
                startsAt: string;
                /** Format: date-time */
                endsAt: string;
                /** @enum {string} */
                behaviour: 'skip' | 'mute' | 'run';
                equipmentIds: string[];
              }[];
              patchPanels?: {
                id: string;
                name: string;
                carrierId: string;
                location: string;
                siteId?: string;
              }[];
            };
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExportsTopologyGraphml: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/graphml+xml': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExportsPathsCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExportsSharedEquipmentCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExportsOversubscriptionCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExportsLinksCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExportsPatchPanelsCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDemoScenarios: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            scenarios: {
              /** @enum {string} */
              name: 'fzk-patch-panel' | 'ral-trunk' | 'fnal-transatlantic' | 'geant-maintenance';
              description: string;
              active: boolean;
              untilMs: number | null;
            }[];
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postDemoScenariosName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          durationMs?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            name: 'fzk-patch-panel' | 'ral-trunk' | 'fnal-transatlantic' | 'geant-maintenance';
            untilMs: number;
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An id named in the request does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postDemoTraffic: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          running: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            running: boolean;
          };
        };
      };
      /** @description Malformed query, parameters or body; `errors` lists the exact field paths */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over the limit of this route */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getOpenapiJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDocs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description A token is needed for this access level, or the token sent is unknown, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The token does not grant this access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed authentication attempts from this address; retry later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line and headers are over 16 KB (a query too long); answered with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An unexpected error; it has been logged */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
}
