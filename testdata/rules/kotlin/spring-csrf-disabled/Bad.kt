@Bean
fun chain(http: HttpSecurity): SecurityFilterChain {
    http.csrf().disable() // want "kotlin/spring-csrf-disabled"
    http {
        csrf { disable() } // want "kotlin/spring-csrf-disabled"
    }
    http.csrf { it.disable() } // want "kotlin/spring-csrf-disabled"
    return http.build()
}
