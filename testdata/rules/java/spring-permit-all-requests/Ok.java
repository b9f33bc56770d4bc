class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.authorizeHttpRequests(a -> a.requestMatchers("/login", "/css/**").permitAll().anyRequest().authenticated());
    return http.build();
  }
}
