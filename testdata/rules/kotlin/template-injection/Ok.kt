package example

import java.io.StringWriter
import org.apache.velocity.VelocityContext
import org.apache.velocity.app.VelocityEngine
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController
import org.thymeleaf.TemplateEngine
import org.thymeleaf.context.Context

@RestController
class GreetingController(private val velocityEngine: VelocityEngine, private val templateEngine: TemplateEngine) {
    @GetMapping("/greet")
    fun greet(@RequestParam name: String): String {
        val ctx = VelocityContext()
        ctx.put("name", name)
        val out = StringWriter()
        velocityEngine.evaluate(ctx, out, "greeting", "Hello \$name")
        return out.toString()
    }

    @GetMapping("/greet/thymeleaf")
    fun thymeleaf(@RequestParam name: String): String =
        templateEngine.process("greeting", Context().apply { setVariable("name", name) })
}
