package example;

import bsh.Interpreter;
import javax.servlet.http.HttpServletRequest;
import org.apache.commons.jexl3.JexlBuilder;
import org.apache.commons.jexl3.JexlContext;
import org.apache.commons.jexl3.JexlEngine;
import org.apache.commons.jexl3.MapContext;

public class InterpretersSafe {
    private final JexlEngine jexl = new JexlBuilder().create();

    Object run(HttpServletRequest request) throws Exception {
        JexlContext ctx = new MapContext();
        ctx.set("qty", request.getParameter("qty"));
        Interpreter bsh = new Interpreter();
        bsh.set("name", request.getParameter("name"));
        bsh.eval("greet(name)");
        return jexl.createExpression("qty * 2").evaluate(ctx);
    }
}
