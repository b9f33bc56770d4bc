package example;

import groovy.lang.GroovyShell;
import javax.el.ELContext;
import javax.el.ELProcessor;
import javax.el.ExpressionFactory;
import javax.servlet.http.HttpServletRequest;
import ognl.Ognl;
import org.mvel2.MVEL;

public class Expressions {
    Object el(ExpressionFactory factory, ELContext ctx, String expr) {
        return factory.createValueExpression(ctx, expr, Object.class).getValue(ctx); // want "java/code-injection: createValueExpression evaluates"
    }

    Object processor(String expr) {
        return new ELProcessor().eval(expr); // want "java/code-injection: eval evaluates"
    }

    Object ognl(String expr, Object root) throws Exception {
        return Ognl.getValue(expr, root); // want "java/code-injection: getValue evaluates"
    }

    Object mvel(String expr) {
        return MVEL.eval(expr); // want "java/code-injection: eval evaluates"
    }

    Object groovy(HttpServletRequest request) {
        return new GroovyShell().evaluate(request.getParameter("script")); // want "java/code-injection: Code injection"
    }
}
