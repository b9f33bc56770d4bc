class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.authorizeHttpRequests(a -> a.requestMatchers("/admin/**").hasRole("ADMIN").anyRequest().permitAll()); // want "java/spring-permit-all-requests"
    return http.build();
  }
}

class LegacySecurity extends WebSecurityConfigurerAdapter {
  protected void configure(HttpSecurity http) throws Exception {
    http.authorizeRequests().antMatchers("/**").permitAll(); // want "java/spring-permit-all-requests"
  }
}
