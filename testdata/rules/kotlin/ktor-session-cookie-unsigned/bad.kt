import io.ktor.server.application.*
import io.ktor.server.sessions.*

data class UserSession(val userId: String, val role: String)

fun Application.sessions() {
    install(Sessions) {
        cookie<UserSession>("user_session") { // want "kotlin/ktor-session-cookie-unsigned"
            cookie.path = "/"
            cookie.maxAgeInSeconds = 3600
        }
    }
}
