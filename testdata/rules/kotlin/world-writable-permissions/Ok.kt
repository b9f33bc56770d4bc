package example

import java.io.File
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.attribute.PosixFilePermission
import java.nio.file.attribute.PosixFilePermissions

fun share(path: Path, file: File) {
    Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-r--r--"))
    file.setWritable(true, true)
    file.setReadable(true, false)
    Files.setPosixFilePermissions(path, setOf(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE))
}
