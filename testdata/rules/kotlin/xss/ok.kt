import io.ktor.http.ContentType
import io.ktor.server.application.*
import io.ktor.server.response.*
import org.springframework.web.util.HtmlUtils

fun Application.pages() {
    routing {
        get("/hello") {
            val name = call.parameters["name"]
            call.respondText("Hello $name", ContentType.Text.Plain)
            call.respondText("<h1>Hello ${HtmlUtils.htmlEscape(name)}</h1>", ContentType.Text.Html)
        }
    }
}
