package example

import java.util.regex.Pattern
import javax.servlet.http.HttpServletRequest
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

@RestController
class SearchController(private val names: List<String>) {
    @GetMapping("/search")
    fun search(@RequestParam q: String): List<String> {
        val re = Regex(q) // want "kotlin/regex-from-request"
        return names.filter { re.containsMatchIn(it) }
    }

    fun legacy(request: HttpServletRequest): Boolean {
        val p = Pattern.compile(request.getParameter("pattern")) // want "kotlin/regex-from-request"
        return p.matcher("x").matches()
    }

    @GetMapping("/filter")
    fun filter(@RequestParam expr: String): List<String> {
        val re = expr.toRegex() // want "kotlin/regex-from-request"
        return names.filter { it.matches(re) }
    }
}
