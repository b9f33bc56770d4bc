package example;

import javax.servlet.http.HttpServletRequest;
import org.springframework.expression.spel.standard.SpelExpressionParser;

public class Spel {
    Object raw(HttpServletRequest request) {
        SpelExpressionParser parser = new SpelExpressionParser();
        return parser.parseRaw(request.getParameter("expr")).getValue(); // want "java/code-injection"
    }
}
