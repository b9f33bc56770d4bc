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
}
