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
