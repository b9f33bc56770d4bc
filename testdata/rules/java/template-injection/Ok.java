import java.io.StringWriter;
import javax.servlet.http.HttpServletRequest;
import org.apache.velocity.Template;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;

class Render {
  private TemplateEngine templateEngine;

  String velocity(HttpServletRequest request) {
    VelocityContext ctx = new VelocityContext();
    ctx.put("name", request.getParameter("name"));
    StringWriter w = new StringWriter();
    Template t = Velocity.getTemplate("greeting.vm");
    t.merge(ctx, w);
    return w.toString();
  }
  String thymeleaf(HttpServletRequest request) {
    Context ctx = new Context();
    ctx.setVariable("name", request.getParameter("name"));
    return templateEngine.process("greeting", ctx);
  }
}
