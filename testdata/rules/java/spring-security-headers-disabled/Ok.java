class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.headers(headers -> headers.frameOptions(f -> f.sameOrigin()));
    http.csrf(c -> c.ignoringRequestMatchers("/webhooks/**"));
    http.headers(h -> h.httpStrictTransportSecurity(hsts -> hsts.includeSubDomains(true).maxAgeInSeconds(31536000)));
    http.headers(h -> h.contentSecurityPolicy(csp -> csp.policyDirectives("default-src 'self'")));
    return http.build();
  }
}
