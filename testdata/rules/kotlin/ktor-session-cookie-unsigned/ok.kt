import io.ktor.server.application.*
import io.ktor.server.sessions.*
import io.ktor.util.*

data class UserSession(val userId: String, val role: String)

fun Application.sessions() {
    val signKey = hex(environment.config.property("session.signKey").getString())
    install(Sessions) {
        cookie<UserSession>("user_session") {
            cookie.path = "/"
            transform(SessionTransportTransformerMessageAuthentication(signKey))
        }
        cookie<CartSession>("cart_id", SessionStorageMemory())
    }
}
