@Configuration
class WebConfig : WebMvcConfigurer {
    override fun addCorsMappings(registry: CorsRegistry) {
        registry.addMapping("/api/**").allowedOrigins("https://app.example.com")
    }
}

fun Application.module() {
    install(CORS) {
        allowHost("app.example.com", schemes = listOf("https"))
    }
}

@RestController
@CrossOrigin(origins = ["https://app.example.com"])
class OpenApi {
    @CrossOrigin("https://app.example.com")
    @GetMapping("/a")
    fun a() = "a"
}
