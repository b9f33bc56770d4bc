@Configuration
class WebConfig : WebMvcConfigurer {
    override fun addCorsMappings(registry: CorsRegistry) {
        registry.addMapping("/api/**").allowedOrigins("*") // want "kotlin/cors-any-origin"
    }
}

fun Application.module() {
    install(CORS) {
        anyHost() // want "kotlin/cors-any-origin"
    }
}

fun source(): CorsConfiguration {
    val config = CorsConfiguration()
    config.allowedOrigins = listOf("*") // want "kotlin/cors-any-origin"
    return config
}

@RestController
@CrossOrigin(origins = ["*"]) // want "kotlin/cors-any-origin"
class OpenApi {
    @CrossOrigin // want "kotlin/cors-any-origin"
    @GetMapping("/a")
    fun a() = "a"
}
