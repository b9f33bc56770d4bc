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

// A stateless bearer-token API (JHipster's generated configuration): no
// session, so no cookie a browser sends on its own authenticates a request.
@Configuration
class StatelessApiSecurity {
    @Bean
    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {
        http.cors(withDefaults())
            .csrf(csrf -> csrf.disable())
            .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
            .oauth2ResourceServer(oauth2 -> oauth2.jwt(withDefaults()));
        return http.build();
    }

    @Bean
    SecurityFilterChain legacy(HttpSecurity http) throws Exception {
        return http.sessionManagement().sessionCreationPolicy(SessionCreationPolicy.STATELESS).and()
            .csrf().disable()
            .build();
    }
}
