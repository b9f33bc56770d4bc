import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestParam

class Tools {
    @PostMapping("/ping")
    fun ping(@RequestParam count: String) {
        val n = count.toInt()
        ProcessBuilder("ping", "-c", n.toString(), "example.com").start()
        Runtime.getRuntime().exec(arrayOf("uptime"))
    }
}
