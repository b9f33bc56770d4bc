package example

import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.util.zip.ZipInputStream

fun unzip(zip: ZipInputStream, dest: File) {
    val root = dest.canonicalFile
    var entry = zip.nextEntry
    while (entry != null) {
        val out = File(root, entry.name).canonicalFile
        if (!out.toPath().startsWith(root.toPath())) throw IOException("entry outside the target: ${entry.name}")
        FileOutputStream(out).use { zip.copyTo(it) }
        entry = zip.nextEntry
    }
}

fun label(entry: java.util.zip.ZipEntry) = "entry " + entry.name
