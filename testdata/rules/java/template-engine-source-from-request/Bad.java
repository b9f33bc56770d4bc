package example;

import com.hubspot.jinjava.Jinjava;
import freemarker.cache.StringTemplateLoader;
import freemarker.template.Configuration;
import freemarker.template.Template;
import io.pebbletemplates.pebble.PebbleEngine;
import java.io.StringWriter;
import java.util.Map;
import javax.servlet.http.HttpServletRequest;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.VelocityEngine;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;

@RestController
public class PreviewController {
    private final Configuration cfg;
    private final VelocityEngine ve;
    private final TemplateEngine te;
    private final PebbleEngine pebble;

    public PreviewController(Configuration cfg, VelocityEngine ve, TemplateEngine te, PebbleEngine pebble) {
        this.cfg = cfg;
        this.ve = ve;
        this.te = te;
        this.pebble = pebble;
    }

    @PostMapping("/preview/freemarker")
    public String freemarker(@RequestBody String body, Map<String, Object> model) throws Exception {
        Template t = new Template("preview", body, cfg); // want "java/template-engine-source-from-request: body from the request is compiled as a template by Template"
        StringWriter out = new StringWriter();
        t.process(model, out);
        return out.toString();
    }

    @PostMapping("/preview/loader")
    public String loader(HttpServletRequest request) throws Exception {
        StringTemplateLoader loader = new StringTemplateLoader();
        loader.putTemplate("preview", request.getParameter("template")); // want "java/template-engine-source-from-request"
        cfg.setTemplateLoader(loader);
        return "ok";
    }

    @PostMapping("/preview/velocity")
    public String velocity(@RequestParam String template) {
        StringWriter out = new StringWriter();
        ve.evaluate(new VelocityContext(), out, "preview", template); // want "java/template-engine-source-from-request"
        return out.toString();
    }

    @PostMapping("/preview/thymeleaf")
    public String thymeleaf(@RequestParam String template) {
        return te.process(template, new Context()); // want "java/template-engine-source-from-request"
    }

    @PostMapping("/preview/jinjava")
    public String jinjava(@RequestParam String template) {
        return new Jinjava().render(template, Map.of()); // want "java/template-engine-source-from-request"
    }

    @PostMapping("/preview/pebble")
    public String pebble(@RequestParam String template) throws Exception {
        StringWriter out = new StringWriter();
        pebble.getLiteralTemplate(template).evaluate(out); // want "java/template-engine-source-from-request"
        return out.toString();
    }
}
