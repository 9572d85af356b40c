package org.tiermap.graphdb;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Owns the data folder for one launcher: an OS file lock (so a second launcher on the same folder
 * fails fast, before it can touch anything) and the {@code ready} file that holds the Bolt URI.
 */
final class DataDirGuard implements AutoCloseable {

    static final String LOCK_FILE = "launcher.lock";
    static final String READY_FILE = "ready";

    private final Path dataDir;
    private final FileChannel channel;
    private final FileLock lock;

    private DataDirGuard(Path dataDir, FileChannel channel, FileLock lock) {
        this.dataDir = dataDir;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Creates the folder if needed, locks it and removes a stale ready file.
     *
     * @throws IllegalStateException with a user-facing message if the folder is unusable or locked
     */
    static DataDirGuard acquire(Path dataDir) {
        FileChannel channel = null;
        try {
            Files.createDirectories(dataDir);
            channel = FileChannel.open(dataDir.resolve(LOCK_FILE),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                throw new IllegalStateException("data dir " + dataDir
                        + " is locked by another process (is another tiermap or Neo4j running?)");
            }
            DataDirGuard guard = new DataDirGuard(dataDir, channel, lock);
            guard.deleteReadyFile();
            return guard;
        } catch (IOException e) {
            closeQuietly(channel);
            throw new IllegalStateException("cannot use data dir " + dataDir + ": " + e, e);
        }
    }

    /** Writes the ready file atomically (temp file + rename), so readers never see it half-written. */
    void writeReadyFile(String boltUri) throws IOException {
        Path tmp = dataDir.resolve(READY_FILE + ".tmp");
        Files.writeString(tmp, boltUri + "\n", StandardCharsets.UTF_8);
        Files.move(tmp, dataDir.resolve(READY_FILE),
                StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    void deleteReadyFile() {
        try {
            Files.deleteIfExists(dataDir.resolve(READY_FILE));
        } catch (IOException e) {
            System.err.println("tiermap-graphdb: could not delete ready file: " + e);
        }
    }

    /** Removes the ready file and releases the lock. */
    @Override
    public void close() {
        deleteReadyFile();
        try {
            lock.release();
        } catch (IOException ignored) {
            // the lock goes away with the channel or the process anyway
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing useful to do
            }
        }
    }
}
