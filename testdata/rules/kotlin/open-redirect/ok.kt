import io.ktor.server.application.*
import io.ktor.server.response.*
import javax.servlet.http.HttpServletResponse

fun Application.routes() {
    routing {
        get("/go") {
            val id = call.parameters["id"]!!.toInt()
            call.respondRedirect("/items/$id")
        }
    }
}

fun back(response: HttpServletResponse) {
    response.sendRedirect("/home")
}
