import java.io.File
import io.ktor.server.application.*
import io.ktor.server.response.*

fun Application.files() {
    routing {
        get("/download") {
            val id = call.request.queryParameters["id"]!!.toLong()
            call.respondFile(File("/srv/files", "report-$id.pdf"))
        }
    }
}

fun Application.baseName() {
    routing {
        get("/file") {
            val name = call.request.queryParameters["name"] ?: ""
            val safe = File(name).name
            call.respondFile(File("/srv/files", safe))
        }
    }
}

@RestController
class Downloads {
    private val base = File("/srv/files").canonicalFile

    @GetMapping("/download")
    fun download(@RequestParam name: String): ByteArray {
        val f = File(base, name).canonicalFile
        require(f.toPath().startsWith(base.toPath())) { "outside the download directory" }
        return f.readBytes()
    }
}
