class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.sessionManagement().sessionFixation().none(); // want "java/spring-session-fixation-off"
    http.sessionManagement(s -> s.sessionFixation(f -> f.none())); // want "java/spring-session-fixation-off"
    return http.build();
  }
}
