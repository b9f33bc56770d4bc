import io.ktor.server.application.*
import io.ktor.server.sessions.*
import javax.servlet.ServletContext

fun Application.sessions() {
    install(Sessions) {
        cookie<UserSession>("user_session", SessionStorageMemory()) {
            cookie.secure = false // want "kotlin/cookie-flag-disabled"
            cookie.httpOnly = false // want "kotlin/cookie-flag-disabled"
        }
    }
}

fun configure(ctx: ServletContext) {
    ctx.sessionCookieConfig.setSecure(false) // want "kotlin/cookie-flag-disabled"
}
