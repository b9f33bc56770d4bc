import java.io.File;
import java.nio.file.*;
import java.nio.file.attribute.*;

class Perms {
    void close(Path p, File f) throws Exception {
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r-----"));
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        f.setWritable(true, true);
        f.setReadable(true, false);
    }
}
