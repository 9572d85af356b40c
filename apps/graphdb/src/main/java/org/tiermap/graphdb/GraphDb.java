package org.tiermap.graphdb;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.dbms.api.DatabaseManagementService;

/**
 * tiermap's local graph database: Neo4j 5.26 Community, embedded, reachable over Bolt on
 * 127.0.0.1 only. Prints {@code TIERMAP_GRAPHDB_READY bolt://127.0.0.1:PORT} once the default
 * database is available and Bolt accepts connections, and {@code TIERMAP_GRAPHDB_STOPPED} after a
 * clean shutdown (SIGTERM / SIGINT). Start-up errors are one line on stderr and a non-zero exit.
 */
public final class GraphDb {

    static final String READY = "TIERMAP_GRAPHDB_READY";
    static final String STOPPED = "TIERMAP_GRAPHDB_STOPPED";

    private static final long DATABASE_TIMEOUT_MS = TimeUnit.MINUTES.toMillis(2);
    private static final long BOLT_TIMEOUT_MS = TimeUnit.SECONDS.toMillis(30);

    /** Neo4j logs a little to System.out on its own; the protocol lines use the real stdout. */
    private final PrintStream stdout = System.out;

    private final Object lifecycle = new Object();
    private DataDirGuard guard; // guarded by lifecycle
    private DatabaseManagementService dbms; // guarded by lifecycle
    private boolean stopping; // guarded by lifecycle

    public static void main(String[] args) {
        LaunchConfig config;
        try {
            config = LaunchConfig.parse(args, System.getenv());
        } catch (LaunchConfig.UsageException e) {
            fail(e.getMessage(), 2);
            return;
        }
        new GraphDb().run(config);
    }

    private void run(LaunchConfig config) {
        Runtime.getRuntime().addShutdownHook(new Thread(this::stop, "tiermap-graphdb-shutdown"));
        try {
            start(config);
            awaitReady(config);
            synchronized (lifecycle) {
                if (stopping) {
                    return;
                }
                guard.writeReadyFile(config.boltUri());
                stdout.println(READY + " " + config.boltUri());
                stdout.flush();
            }
        } catch (IllegalStateException e) {
            fail(e.getMessage(), 1); // System.exit runs stop() via the shutdown hook
            return;
        } catch (RuntimeException | IOException e) {
            fail("start-up failed: " + e, 1);
            return;
        }
        if (config.watchStdin()) {
            watchStdin();
        }
        awaitForever();
    }

    private void start(LaunchConfig config) {
        ensurePortFree(config.port());
        synchronized (lifecycle) {
            if (stopping) {
                throw new IllegalStateException("interrupted during start-up");
            }
            guard = DataDirGuard.acquire(config.dataDir());
            System.setOut(System.err); // keep stray library output off the protocol channel
            try {
                dbms = Neo4jSettings.builder(config).build();
            } catch (RuntimeException e) {
                throw new IllegalStateException(Neo4jSettings.explainStartFailure(e, config), e);
            }
        }
    }

    private void awaitReady(LaunchConfig config) {
        DatabaseManagementService service;
        synchronized (lifecycle) {
            service = dbms;
        }
        String name = GraphDatabaseSettings.DEFAULT_DATABASE_NAME;
        if (!service.database(name).isAvailable(DATABASE_TIMEOUT_MS)) {
            throw new IllegalStateException("database '" + name + "' did not become available within "
                    + DATABASE_TIMEOUT_MS / 1000 + " s (see " + Neo4jSettings.debugLog(config) + ")");
        }
        long deadline = System.currentTimeMillis() + BOLT_TIMEOUT_MS;
        while (!acceptsConnections(config.port())) {
            if (System.currentTimeMillis() > deadline) {
                throw new IllegalStateException("Bolt did not accept connections on "
                        + config.boltUri() + " within " + BOLT_TIMEOUT_MS / 1000 + " s");
            }
            sleep(100);
        }
    }

    /** Shutdown hook: idempotent, waits for a start-up in progress so Neo4j is never left half-open. */
    private void stop() {
        synchronized (lifecycle) {
            if (stopping) {
                return;
            }
            stopping = true;
            if (guard != null) {
                guard.deleteReadyFile();
            }
            if (dbms != null) {
                try {
                    dbms.shutdown();
                    stdout.println(STOPPED);
                } catch (RuntimeException e) {
                    System.err.println("tiermap-graphdb: error during shutdown: " + e);
                }
                stdout.flush();
            }
            if (guard != null) {
                guard.close();
            }
        }
    }

    private static void ensurePortFree(int port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.bind(new InetSocketAddress(Neo4jSettings.HOST, port));
        } catch (IOException e) {
            throw new IllegalStateException(Neo4jSettings.portInUse(port));
        }
    }

    private static boolean acceptsConnections(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(Neo4jSettings.HOST, port), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** With --watch-stdin, the parent closing our stdin (e.g. because it died) stops us cleanly. */
    private static void watchStdin() {
        Thread watcher = new Thread(() -> {
            try (InputStream in = System.in) {
                byte[] buffer = new byte[256];
                while (in.read(buffer) >= 0) {
                    // ignore input; only EOF matters
                }
            } catch (IOException ignored) {
                // treat a broken stdin like EOF
            }
            System.exit(0);
        }, "tiermap-graphdb-stdin");
        watcher.setDaemon(true);
        watcher.start();
    }

    private static void awaitForever() {
        try {
            new CountDownLatch(1).await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for Neo4j");
        }
    }

    private static void fail(String message, int status) {
        System.err.println("tiermap-graphdb: " + message);
        System.err.flush();
        System.exit(status);
    }
}
