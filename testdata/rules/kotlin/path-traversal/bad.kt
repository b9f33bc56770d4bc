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

fun fileRoutes() = org.springframework.web.reactive.function.server.coRouter {
    GET("/files/{name}") { request ->
        val name = request.pathVariable("name")
        ServerResponse.ok().bodyValueAndAwait(File("/srv/files", name).readBytes()) // want "kotlin/path-traversal"
    }
}

@RestController
class MicronautFiles {
    @Get("/raw")
    fun raw(@QueryValue path: String) = File(path).readText() // want "kotlin/path-traversal"
}
