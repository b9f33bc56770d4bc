import org.slf4j.LoggerFactory
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam

class Search {
    private val log = LoggerFactory.getLogger(Search::class.java)

    @GetMapping("/search")
    fun search(@RequestParam page: String): String {
        val n = page.toInt()
        log.info("page $n")
        return "ok"
    }
}

class Lengths {
    private val log = LoggerFactory.getLogger(Lengths::class.java)

    @GetMapping("/q")
    fun q(@RequestParam q: String): String {
        log.info("query has ${q.length} characters, blank=${q.isBlank()}")
        return "ok"
    }
}
