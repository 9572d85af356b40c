// The diagnosis lease: one node per lease name, taken by one API instance at a time
// (apps/api/src/features/incidents/lease.ts); unique so that concurrent MERGEs make one node.
CREATE CONSTRAINT diagnosis_lease_id IF NOT EXISTS FOR (n:DiagnosisLease) REQUIRE n.id IS UNIQUE;
