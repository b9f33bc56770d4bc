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
