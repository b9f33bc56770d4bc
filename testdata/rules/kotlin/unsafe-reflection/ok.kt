import org.springframework.web.bind.annotation.*

@RestController
class ExportController {
    private val exporters = mapOf("csv" to CsvExporter::class.java, "json" to JsonExporter::class.java)

    @GetMapping("/export")
    fun export(@RequestParam format: String): Any {
        val cls = exporters[format] ?: throw IllegalArgumentException(format)
        val driver = Class.forName("org.postgresql.Driver")
        return cls.getDeclaredConstructor().newInstance()
    }
}
