package example;

import javax.el.ELContext;
import javax.el.ExpressionFactory;
import org.mvel2.MVEL;

public class ExpressionsSafe {
    Object el(ExpressionFactory factory, ELContext ctx) {
        return factory.createValueExpression(ctx, "#{user.name}", Object.class).getValue(ctx);
    }

    Object mvel(java.util.Map<String, Object> vars) {
        return MVEL.eval("price * quantity", vars);
    }
}
