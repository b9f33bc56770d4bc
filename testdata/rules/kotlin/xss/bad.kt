import io.ktor.http.ContentType
import io.ktor.server.application.*
import io.ktor.server.response.*
import javax.servlet.http.HttpServletRequest
import javax.servlet.http.HttpServletResponse

fun Application.pages() {
    routing {
        get("/hello") {
            val name = call.parameters["name"]
            call.respondText("<h1>Hello $name</h1>", ContentType.Text.Html) // want "kotlin/xss"
        }
    }
}

fun greet(request: HttpServletRequest, response: HttpServletResponse) {
    response.writer.write("<p>" + request.getParameter("q") + "</p>") // want "kotlin/xss"
}
