import java.io.File;
import java.nio.file.*;
import java.nio.file.attribute.*;

class Perms {
    void open(Path p, File f) throws Exception {
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxrwxrwx")); // want "java/world-writable-permissions"
        f.setWritable(true, false); // want "java/world-writable-permissions"
        java.util.Set<PosixFilePermission> s = java.util.EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OTHERS_WRITE); // want "java/world-writable-permissions"
    }
}
