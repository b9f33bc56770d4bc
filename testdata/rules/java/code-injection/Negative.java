package example;

import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafeCalc extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        int a = Integer.parseInt(request.getParameter("a"));
        engine.put("a", a);
        engine.eval("a * 2");
    }

    Object total(Object order) {
        return new org.springframework.expression.spel.standard.SpelExpressionParser().parseExpression("items.size() * 2").getValue(order);
    }
}
