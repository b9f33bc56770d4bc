import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
class JwtTokenProvider {
    @Value("${app.jwt.secret}")
    private String jwtSecret;

    @Value("${app.jwt.expiration-ms:86400000}")
    private long expirationMs;

    @Value("${app.jwt.header:Authorization}")
    private String header;

    @Value("${spring.datasource.password:}")
    private String dbPassword;

    @Value("${app.jwt.secret:${JWT_SECRET}}")
    private String fromEnv;

    @Value("${app.password-reset.path:/reset}")
    private String resetPath;
}
