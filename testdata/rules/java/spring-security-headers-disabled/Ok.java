class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.headers(headers -> headers.frameOptions(f -> f.sameOrigin()));
    http.csrf(c -> c.ignoringRequestMatchers("/webhooks/**"));
    return http.build();
  }
}
