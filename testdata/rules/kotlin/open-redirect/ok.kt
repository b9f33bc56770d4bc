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

fun Application.allowListed() {
    routing {
        get("/next") {
            val target = call.request.queryParameters["to"]
            if (target in setOf("/a", "/b")) call.respondRedirect(target!!) else call.respondRedirect("/")
        }
        get("/local") {
            val next = call.request.queryParameters["next"] ?: "/"
            if (next.startsWith("/") && !next.startsWith("//")) {
                call.respondRedirect(next)
            }
        }
    }
}
