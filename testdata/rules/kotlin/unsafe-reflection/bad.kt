import org.springframework.web.bind.annotation.*

@RestController
class ExportController {
    @GetMapping("/export")
    fun export(@RequestParam format: String): Any {
        val cls = Class.forName(format) // want "kotlin/unsafe-reflection"
        return cls.getDeclaredConstructor().newInstance()
    }
}
