// The oversubscription totals stored on each blade and backplane when the topology is written:
// GET /api/analysis/oversubscription reads one page in ratio order, for one carrier or all.
CREATE INDEX blade_load_ratio IF NOT EXISTS FOR (n:Blade) ON (n.loadRatio);
CREATE INDEX backplane_load_ratio IF NOT EXISTS FOR (n:Backplane) ON (n.loadRatio);
CREATE INDEX blade_load_carrier_ratio IF NOT EXISTS FOR (n:Blade) ON (n.loadCarrierId, n.loadRatio);
CREATE INDEX backplane_load_carrier_ratio IF NOT EXISTS FOR (n:Backplane) ON (n.loadCarrierId, n.loadRatio);
