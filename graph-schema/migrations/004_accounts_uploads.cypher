// API tokens: stored as a SHA-256 hash only; looked up by that hash on every write.
CREATE CONSTRAINT api_token_id IF NOT EXISTS FOR (n:ApiToken) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT api_token_hash IF NOT EXISTS FOR (n:ApiToken) REQUIRE n.hash IS UNIQUE;
// Carrier uploads: each a version of one carrier's equipment, with its document for restores.
CREATE CONSTRAINT upload_id IF NOT EXISTS FOR (n:Upload) REQUIRE n.id IS UNIQUE;
CREATE INDEX upload_carrier IF NOT EXISTS FOR (n:Upload) ON (n.carrierId, n.uploadedAt);
// The node whose write lock serialises uploads across API processes.
MERGE (:UploadLock {id: 'uploads'});
