// Patch panels: a carrier's passive cross-connects that links cross ((Link)-[:VIA]->(PatchPanel)),
// a kind of the entity catalogue (packages/domain/src/catalogue.ts); ids unique as every kind's.
CREATE CONSTRAINT patch_panel_id IF NOT EXISTS FOR (n:PatchPanel) REQUIRE n.id IS UNIQUE;
