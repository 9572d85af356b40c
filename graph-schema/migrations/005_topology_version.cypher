// The topology version: one counter node, moved on by every write of what diagnosis reads, so
// every API process notices a change made through another (apps/api/src/db/topology-version.ts).
CREATE CONSTRAINT topology_version_id IF NOT EXISTS FOR (n:TopologyVersion) REQUIRE n.id IS UNIQUE;
