package example;

import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.StringWriter;
import java.util.Map;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.VelocityEngine;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;

@RestController
public class GreetingController {
    private final Configuration cfg;
    private final VelocityEngine ve;
    private final TemplateEngine te;
    private final TemplateRepository templates;

    public GreetingController(Configuration cfg, VelocityEngine ve, TemplateEngine te, TemplateRepository templates) {
        this.cfg = cfg;
        this.ve = ve;
        this.te = te;
        this.templates = templates;
    }

    // request data is a model value; the template is the application's own
    @GetMapping("/greet")
    public String greet(@RequestParam String name) throws Exception {
        Template t = cfg.getTemplate("greeting.ftlh");
        StringWriter out = new StringWriter();
        t.process(Map.of("name", name), out);
        return out.toString();
    }

    @GetMapping("/greet/velocity")
    public String velocity(@RequestParam String name) {
        VelocityContext ctx = new VelocityContext();
        ctx.put("name", name);
        StringWriter out = new StringWriter();
        ve.evaluate(ctx, out, "greeting", "Hello $name");
        return out.toString();
    }

    @GetMapping("/greet/thymeleaf")
    public String thymeleaf(@RequestParam String name) {
        Context ctx = new Context();
        ctx.setVariable("name", name);
        return te.process("greeting", ctx);
    }

    // a template the application stored, compiled from its own text
    public String stored(long id, Map<String, Object> model) throws Exception {
        Template t = new Template("stored-" + id, templates.source(id), cfg);
        StringWriter out = new StringWriter();
        t.process(model, out);
        return out.toString();
    }

    // an unrelated Template class, and a process method of another object
    public void other(@RequestParam String text, Processor processor) {
        processor.process(text, 1);
    }
}
