package example;

import bsh.Interpreter;
import javax.servlet.http.HttpServletRequest;
import org.apache.commons.jexl3.JexlBuilder;
import org.apache.commons.jexl3.JexlEngine;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.Scriptable;

public class Interpreters {
    private final JexlEngine jexl = new JexlBuilder().create();

    void run(HttpServletRequest request, Scriptable scope) throws Exception {
        jexl.createExpression(request.getParameter("expr")); // want "java/code-injection"
        new Interpreter().eval(request.getParameter("script")); // want "java/code-injection"
        Context cx = Context.enter();
        cx.evaluateString(scope, request.getParameter("js"), "input", 1, null); // want "java/code-injection"
    }
}
