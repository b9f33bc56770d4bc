import io.ktor.server.application.*
import io.ktor.server.response.*
import javax.servlet.http.HttpServletRequest
import javax.servlet.http.HttpServletResponse

fun Application.routes() {
    routing {
        get("/go") {
            val target = call.parameters["next"]!!
            call.respondRedirect(target) // want "kotlin/open-redirect"
        }
    }
}

fun back(request: HttpServletRequest, response: HttpServletResponse) {
    response.sendRedirect(request.getParameter("returnUrl")) // want "kotlin/open-redirect"
}
