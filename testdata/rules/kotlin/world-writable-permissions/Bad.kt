package example

import java.io.File
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.attribute.PosixFilePermission
import java.nio.file.attribute.PosixFilePermissions

fun share(path: Path, file: File) {
    Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwxrwxrwx")) // want "kotlin/world-writable-permissions"
    file.setWritable(true, false) // want "kotlin/world-writable-permissions"
    Files.setPosixFilePermissions(path, setOf(PosixFilePermission.OWNER_READ, PosixFilePermission.OTHERS_WRITE)) // want "kotlin/world-writable-permissions"
}
