package org.tiermap.graphdb;

import java.nio.file.Path;
import java.util.Map;

/**
 * Launcher settings, read from command-line arguments and the environment (arguments win).
 *
 * <pre>
 *   --port N          TIERMAP_GRAPHDB_PORT   Bolt port on 127.0.0.1 (default 7687)
 *   --data-dir DIR    TIERMAP_GRAPHDB_DATA   Neo4j home: data, logs, ready file (default .data/neo4j)
 *   --watch-stdin                            exit cleanly when stdin closes (used by the Node helper)
 * </pre>
 */
record LaunchConfig(int port, Path dataDir, boolean watchStdin) {

    static final int DEFAULT_PORT = 7687;
    static final String DEFAULT_DATA_DIR = ".data/neo4j";

    static final String USAGE = "usage: GraphDb [--port N] [--data-dir DIR] [--watch-stdin]"
            + " (env: TIERMAP_GRAPHDB_PORT, TIERMAP_GRAPHDB_DATA)";

    /** Thrown for bad arguments or environment values; the message is meant for the user. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    static LaunchConfig parse(String[] args, Map<String, String> env) throws UsageException {
        String port = env.get("TIERMAP_GRAPHDB_PORT");
        String dataDir = env.get("TIERMAP_GRAPHDB_DATA");
        boolean watchStdin = false;

        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            String name = arg;
            String value = null;
            int eq = arg.indexOf('=');
            if (arg.startsWith("--") && eq > 0) {
                name = arg.substring(0, eq);
                value = arg.substring(eq + 1);
            }
            switch (name) {
                case "--port", "--data-dir" -> {
                    if (value == null) {
                        if (i + 1 >= args.length) {
                            throw new UsageException(name + " needs a value; " + USAGE);
                        }
                        value = args[++i];
                    }
                    if (name.equals("--port")) {
                        port = value;
                    } else {
                        dataDir = value;
                    }
                }
                case "--watch-stdin" -> watchStdin = true;
                case "--help", "-h" -> throw new UsageException(USAGE);
                default -> throw new UsageException("unknown argument '" + arg + "'; " + USAGE);
            }
        }

        return new LaunchConfig(parsePort(port), parseDir(dataDir), watchStdin);
    }

    private static int parsePort(String value) throws UsageException {
        if (value == null || value.isBlank()) {
            return DEFAULT_PORT;
        }
        try {
            int port = Integer.parseInt(value.trim());
            if (port < 1 || port > 65535) {
                throw new NumberFormatException();
            }
            return port;
        } catch (NumberFormatException e) {
            throw new UsageException("invalid port '" + value + "' (expected 1-65535)");
        }
    }

    private static Path parseDir(String value) throws UsageException {
        String dir = (value == null || value.isBlank()) ? DEFAULT_DATA_DIR : value.trim();
        try {
            return Path.of(dir).toAbsolutePath().normalize();
        } catch (RuntimeException e) {
            throw new UsageException("invalid data dir '" + dir + "': " + e.getMessage());
        }
    }

    String boltUri() {
        return "bolt://127.0.0.1:" + port;
    }
}
