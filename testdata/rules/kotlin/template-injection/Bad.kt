package example

import freemarker.template.Configuration
import freemarker.template.Template
import java.io.StringWriter
import org.apache.velocity.VelocityContext
import org.apache.velocity.app.VelocityEngine
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController
import org.thymeleaf.TemplateEngine
import org.thymeleaf.context.Context

@RestController
class PreviewController(
    private val velocityEngine: VelocityEngine,
    private val templateEngine: TemplateEngine,
    private val cfg: Configuration,
) {
    @PostMapping("/preview/velocity")
    fun velocity(@RequestParam template: String): String {
        val out = StringWriter()
        velocityEngine.evaluate(VelocityContext(), out, "preview", template) // want "kotlin/template-injection"
        return out.toString()
    }

    @PostMapping("/preview/thymeleaf")
    fun thymeleaf(@RequestParam template: String): String =
        templateEngine.process(template, Context()) // want "kotlin/template-injection"

    @PostMapping("/preview/freemarker")
    fun freemarker(@RequestParam body: String): String {
        val t = Template("preview", body, cfg) // want "kotlin/template-injection"
        val out = StringWriter()
        t.process(emptyMap<String, Any>(), out)
        return out.toString()
    }
}
