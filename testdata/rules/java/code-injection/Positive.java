package example;

import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.web.bind.annotation.RequestBody;

public class Calc extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        engine.eval(request.getParameter("expr")); // want "java/code-injection: Code injection"
    }

    public Object spel(@RequestBody String expr) {
        return new SpelExpressionParser().parseExpression(expr).getValue(); // want "java/code-injection"
    }

    Object evaluate(String rule, Object root) {
        return new SpelExpressionParser().parseExpression(rule).getValue(root); // want "java/code-injection: parseExpression evaluates an expression from the method's parameters"
    }

    Object run(ScriptEngine engine, String script) throws Exception {
        return engine.eval(script); // want "java/code-injection: eval evaluates"
    }
}
