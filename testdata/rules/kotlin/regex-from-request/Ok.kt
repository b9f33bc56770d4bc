package example

import java.util.regex.Pattern
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

@RestController
class SearchController(private val names: List<String>) {
    private val word = Regex("^[a-z]+$")

    // the request's text is quoted: it matches literally
    @GetMapping("/search")
    fun search(@RequestParam q: String): List<String> {
        val re = Regex(Regex.escape(q))
        return names.filter { re.containsMatchIn(it) }
    }

    @GetMapping("/check")
    fun check(@RequestParam q: String): Boolean = word.matches(q) && Pattern.compile(Pattern.quote(q)).matcher("a").find()
}
