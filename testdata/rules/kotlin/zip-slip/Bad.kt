package example

import java.io.File
import java.io.FileOutputStream
import java.util.zip.ZipInputStream

fun unzip(zip: ZipInputStream, dest: File) {
    var entry = zip.nextEntry
    while (entry != null) {
        val out = File(dest, entry.name) // want "kotlin/zip-slip"
        FileOutputStream(out).use { zip.copyTo(it) }
        entry = zip.nextEntry
    }
}
