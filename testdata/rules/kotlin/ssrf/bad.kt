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

// The request names the host, or what follows the scheme.
@RestController
class HostProxy(private val rest: RestTemplate) {
    @GetMapping("/h")
    fun host(@RequestParam host: String): String? = rest.getForObject("https://$host/status", String::class.java) // want "kotlin/ssrf"

    @GetMapping("/f")
    fun formatted(@RequestParam host: String): String? =
        rest.getForObject(String.format("https://%s/status", host), String::class.java) // want "kotlin/ssrf"

    @GetMapping("/s")
    fun suffix(@RequestParam rest2: String): String = URL("https://api.example.com$rest2").readText() // want "kotlin/ssrf"
}
