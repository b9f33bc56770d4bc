class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.sessionManagement(s -> s.sessionFixation(f -> f.changeSessionId()));
    return http.build();
  }
}
