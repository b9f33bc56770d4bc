package example;

import org.springframework.expression.spel.standard.SpelExpressionParser;

public class SpelSafe {
    Object raw() {
        SpelExpressionParser parser = new SpelExpressionParser();
        return parser.parseRaw("T(java.time.LocalDate).now()").getValue();
    }
}
