// The live stream's change events read, once a second, only the incidents updated and the upload
// versions recorded since the last read (apps/api/src/features/metrics/change-tracker.ts).
CREATE INDEX incident_updated IF NOT EXISTS FOR (n:Incident) ON (n.updatedAtMs);
CREATE INDEX upload_uploaded IF NOT EXISTS FOR (n:Upload) ON (n.uploadedAt);
