import io.ktor.server.application.*
import io.ktor.server.html.*
import io.ktor.server.routing.*
import kotlinx.html.*

fun Application.profile(repo: Profiles) {
    routing {
        get("/bio/{id}") {
            val bio = repo.bio(call.parameters["id"]!!)
            call.respondHtml {
                body {
                    div {
                        unsafe { +bio } // want "kotlin/html-unsafe-computed"
                    }
                    unsafe { raw(repo.footer()) } // want "kotlin/html-unsafe-computed"
                }
            }
        }
    }
}
