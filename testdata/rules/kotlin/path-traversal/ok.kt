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
