import java.io.File
import java.nio.file.Paths
import io.ktor.server.application.*
import io.ktor.server.response.*

fun Application.files() {
    routing {
        get("/download") {
            val name = call.request.queryParameters["file"]
            call.respondFile(File("/srv/files", name)) // want "kotlin/path-traversal"
        }
        get("/read") {
            val p = Paths.get("/srv", call.parameters["path"]) // want "kotlin/path-traversal"
        }
    }
}

data class Upload(val name: String)

fun Application.uploads() {
    routing {
        post("/upload") {
            val u = call.receive<Upload>()
            File("/srv/uploads/" + u.name).writeBytes(ByteArray(0)) // want "kotlin/path-traversal"
        }
    }
}
