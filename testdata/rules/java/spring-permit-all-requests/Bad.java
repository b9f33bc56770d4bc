class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.authorizeHttpRequests(a -> a.requestMatchers("/admin/**").hasRole("ADMIN").anyRequest().permitAll()); // want "java/spring-permit-all-requests"
    return http.build();
  }
}
