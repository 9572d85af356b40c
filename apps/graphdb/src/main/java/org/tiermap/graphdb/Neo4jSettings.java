package org.tiermap.graphdb;

import java.net.BindException;
import java.nio.file.Path;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.PortBindException;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

/** How tiermap configures embedded Neo4j, and how its start-up failures are explained. */
final class Neo4jSettings {

    static final String HOST = "127.0.0.1";
    static final long PAGE_CACHE_BYTES = ByteUnit.mebiBytes(256);

    private Neo4jSettings() {}

    /**
     * A builder for a Neo4j home in {@code dataDir} (databases under {@code data/}, logs under
     * {@code logs/}): Bolt only, on 127.0.0.1, no auth, no TLS, a small page cache.
     */
    static DatabaseManagementServiceBuilder builder(LaunchConfig config) {
        SocketAddress bolt = new SocketAddress(HOST, config.port());
        return new DatabaseManagementServiceBuilder(config.dataDir())
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, bolt)
                .setConfig(BoltConnector.advertised_address, bolt)
                .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .setConfig(HttpConnector.enabled, false)
                .setConfig(HttpsConnector.enabled, false)
                .setConfig(GraphDatabaseSettings.auth_enabled, false)
                .setConfig(GraphDatabaseSettings.pagecache_memory, PAGE_CACHE_BYTES)
                // Don't pre-allocate 256 MiB transaction log files per database on a dev machine.
                .setConfig(GraphDatabaseSettings.preallocate_logical_logs, false)
                .setConfig(GraphDatabaseSettings.udc_enabled, false)
                // Bolt's event loops otherwise idle 5 s ("quiet period") before shutdown completes.
                .setConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, 0);
    }

    static Path debugLog(LaunchConfig config) {
        return config.dataDir().resolve("logs").resolve("debug.log");
    }

    /** Turns an exception from {@code build()} into one line a person can act on. */
    static String explainStartFailure(Throwable failure, LaunchConfig config) {
        Throwable root = failure;
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String message = String.valueOf(t.getMessage());
            if (t instanceof PortBindException || t instanceof BindException) {
                return portInUse(config.port());
            }
            if (t.getClass().getSimpleName().equals("FileLockException")
                    || message.contains("locked by another process")) {
                return "data dir " + config.dataDir()
                        + " is locked by another process (is another tiermap or Neo4j running?)";
            }
            root = t;
        }
        return "Neo4j failed to start: " + root.getClass().getSimpleName() + ": "
                + oneLine(root.getMessage()) + " (see " + debugLog(config) + ")";
    }

    static String portInUse(int port) {
        return "port " + port + " is already in use (is another tiermap or Neo4j running?)";
    }

    private static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s+", " ").trim();
    }
}
