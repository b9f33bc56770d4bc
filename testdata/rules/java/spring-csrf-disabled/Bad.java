@Configuration
class Security {
    @Bean
    SecurityFilterChain chain(HttpSecurity http) throws Exception {
        http.csrf().disable(); // want "java/spring-csrf-disabled"
        http.csrf(csrf -> csrf.disable()); // want "java/spring-csrf-disabled"
        http.csrf(csrf -> csrf.ignoringRequestMatchers("/**")); // want "java/spring-csrf-disabled"
        http.csrf().ignoringAntMatchers("/**"); // want "java/spring-csrf-disabled"
        return http.csrf(AbstractHttpConfigurer::disable).build(); // want "java/spring-csrf-disabled"
    }
}

// Sessions kept (IF_REQUIRED): a form login's cookie authenticates requests.
@Configuration
class SessionSecurity {
    @Bean
    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {
        http.csrf(csrf -> csrf.disable()) // want "java/spring-csrf-disabled"
            .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.IF_REQUIRED))
            .formLogin(withDefaults());
        return http.build();
    }
}
