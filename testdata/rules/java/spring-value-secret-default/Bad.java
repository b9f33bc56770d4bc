import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
class JwtTokenProvider {
    @Value("${app.jwt.secret:mySuperSecretKey123}") // want "java/spring-value-secret-default"
    private String jwtSecret;

    @Value("${payment.api-key:dev-key-please-change}") // want "java/spring-value-secret-default"
    private String apiKey;

    JwtTokenProvider(@Value("${spring.datasource.password:changeit}") String dbPassword) { // want "java/spring-value-secret-default"
    }
}
