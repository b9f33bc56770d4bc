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
