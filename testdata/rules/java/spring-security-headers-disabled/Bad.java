class Security {
  SecurityFilterChain chain(HttpSecurity http) throws Exception {
    http.headers().frameOptions().disable(); // want "java/spring-security-headers-disabled"
    http.headers(h -> h.disable()); // want "java/spring-security-headers-disabled"
    http.headers(headers -> headers.frameOptions(HeadersConfigurer.FrameOptionsConfig::disable)); // want "java/spring-security-headers-disabled"
    http.headers(h -> h.httpStrictTransportSecurity(hsts -> hsts.disable())); // want "java/spring-security-headers-disabled"
    http.headers(h -> h.contentTypeOptions(HeadersConfigurer.ContentTypeOptionsConfig::disable)); // want "java/spring-security-headers-disabled"
    http.headers().httpStrictTransportSecurity().disable(); // want "java/spring-security-headers-disabled"
    return http.build();
  }
}
