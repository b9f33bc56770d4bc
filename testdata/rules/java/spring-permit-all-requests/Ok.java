class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.authorizeHttpRequests(a -> a.requestMatchers("/login", "/css/**").permitAll().anyRequest().authenticated());
    return http.build();
  }
}

class LegacySecurity extends WebSecurityConfigurerAdapter {
  protected void configure(HttpSecurity http) throws Exception {
    http.authorizeRequests().antMatchers("/public/**").permitAll().anyRequest().authenticated();
  }
}
