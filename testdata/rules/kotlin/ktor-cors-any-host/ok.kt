import io.ktor.server.application.*
import io.ktor.server.plugins.cors.routing.*

fun Application.cors() {
    install(CORS) {
        allowHost("app.example.com", schemes = listOf("https"))
    }
}
