// Incidents: opened from bad paths or by hand, kept across restarts and shared by every API process.
CREATE CONSTRAINT incident_id IF NOT EXISTS FOR (n:Incident) REQUIRE n.id IS UNIQUE;
CREATE INDEX incident_status IF NOT EXISTS FOR (n:Incident) ON (n.status, n.openedAtMs);
// One node whose write lock serialises incident evaluation across API processes.
CREATE CONSTRAINT diagnosis_lock_id IF NOT EXISTS FOR (n:DiagnosisLock) REQUIRE n.id IS UNIQUE;
