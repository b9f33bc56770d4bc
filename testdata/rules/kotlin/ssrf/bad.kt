import java.net.URL
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.client.RestTemplate

class Proxy(private val restTemplate: RestTemplate) {
    @GetMapping("/fetch")
    fun fetch(@RequestParam url: String): String {
        val text = URL(url).readText() // want "kotlin/ssrf"
        return restTemplate.getForObject(url, String::class.java) ?: text // want "kotlin/ssrf"
    }
}
