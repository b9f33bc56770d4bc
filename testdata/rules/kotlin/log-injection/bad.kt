import org.slf4j.LoggerFactory
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam

class Search {
    private val log = LoggerFactory.getLogger(Search::class.java)

    @GetMapping("/search")
    fun search(@RequestParam q: String): String {
        log.info("search for $q") // want "kotlin/log-injection"
        return "ok"
    }
}
