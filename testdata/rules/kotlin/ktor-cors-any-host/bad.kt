import io.ktor.server.application.*
import io.ktor.server.plugins.cors.routing.*

fun Application.cors() {
    install(CORS) {
        anyHost() // want "kotlin/ktor-cors-any-host"
        allowCredentials = true
    }
}
