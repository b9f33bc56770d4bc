import java.net.URL
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.client.RestTemplate

class Proxy(private val restTemplate: RestTemplate) {
    @GetMapping("/fetch")
    fun fetch(@RequestParam id: String): String {
        val text = URL("https://api.example.com/items").readText()
        return restTemplate.getForObject("https://api.example.com/items/{id}", String::class.java, id) ?: text
    }
}

// The code fixes the scheme and host; the request picks a path or a query.
@RestController
class FixedHostProxy(private val rest: RestTemplate) {
    @GetMapping("/u/{id}")
    fun user(@PathVariable id: String): String? = rest.getForObject("https://api.example.com/users/$id", String::class.java)

    @GetMapping("/v")
    fun items(@RequestParam id: String): String = URL("https://api.example.com/items?id=$id").readText()

    @GetMapping("/w")
    fun formatted(@RequestParam id: String): String? {
        val url = String.format("https://api.example.com/users/%s", id)
        return rest.getForObject(url, String::class.java)
    }
}
