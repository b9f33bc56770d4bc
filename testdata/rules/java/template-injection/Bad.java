import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.StringReader;
import java.io.StringWriter;
import javax.servlet.http.HttpServletRequest;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;
import org.springframework.web.bind.annotation.RequestParam;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;

class Render {
  private TemplateEngine templateEngine;
  private Configuration cfg;

  String velocity(HttpServletRequest request) {
    StringWriter w = new StringWriter();
    String tpl = request.getParameter("template");
    Velocity.evaluate(new VelocityContext(), w, "tag", tpl); // want "java/template-injection"
    return w.toString();
  }
  String thymeleaf(@RequestParam String body) {
    return templateEngine.process(body, new Context()); // want "java/template-injection"
  }
  Template freemarker(@RequestParam String src) throws Exception {
    return new Template("t", new StringReader(src), cfg); // want "java/template-injection"
  }
}
