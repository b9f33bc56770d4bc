@Configuration
class Security {
    @Bean
    SecurityFilterChain chain(HttpSecurity http) throws Exception {
        http.csrf(csrf -> csrf.csrfTokenRepository(CookieCsrfTokenRepository.withHttpOnlyFalse()));
        http.headers().frameOptions().disable();
        http.csrf(csrf -> csrf.ignoringRequestMatchers("/api/webhooks/**"));
        return http.build();
    }
}
