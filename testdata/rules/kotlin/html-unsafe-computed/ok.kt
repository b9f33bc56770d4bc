import io.ktor.server.application.*
import io.ktor.server.html.*
import io.ktor.server.routing.*
import kotlinx.html.*

fun Application.profile(repo: Profiles, policy: org.owasp.html.PolicyFactory) {
    routing {
        get("/bio/{id}") {
            val bio = repo.bio(call.parameters["id"]!!)
            call.respondHtml {
                body {
                    div { +bio }
                    unsafe { +"<hr/>" }
                    unsafe { +policy.sanitize(bio) }
                }
            }
        }
    }
}
