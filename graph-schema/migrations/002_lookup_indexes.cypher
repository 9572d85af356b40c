// Lookups the API makes besides by id.
// Equipment by owner: a carrier's upload and the per-carrier views.
CREATE INDEX router_carrier IF NOT EXISTS FOR (n:Router) ON (n.carrierId);
CREATE INDEX link_carrier IF NOT EXISTS FOR (n:Link) ON (n.carrierId);
CREATE INDEX trunk_carrier IF NOT EXISTS FOR (n:Trunk) ON (n.carrierId);
// Metrics arrive as (device, interface name): find the port by router and name.
CREATE INDEX port_router_name IF NOT EXISTS FOR (n:Port) ON (n.routerId, n.name);
CREATE INDEX router_name IF NOT EXISTS FOR (n:Router) ON (n.name);
// Paths by site: GET /api/paths?site=FZK.
CREATE INDEX path_z_site IF NOT EXISTS FOR (n:Path) ON (n.zSiteId);
CREATE INDEX path_a_site IF NOT EXISTS FOR (n:Path) ON (n.aSiteId);
// Sites by tier for the map.
CREATE INDEX site_tier IF NOT EXISTS FOR (n:Site) ON (n.tier);
// Which paths cross a link, per direction.
CREATE INDEX on_path_direction IF NOT EXISTS FOR ()-[r:ON_PATH]-() ON (r.direction);
// Maintenance windows by time.
CREATE INDEX maintenance_window IF NOT EXISTS FOR (n:Maintenance) ON (n.startsAt, n.endsAt);
