@Bean
fun chain(http: HttpSecurity): SecurityFilterChain {
    http {
        csrf { ignoringRequestMatchers("/api/webhooks/**") }
    }
    return http.build()
}
