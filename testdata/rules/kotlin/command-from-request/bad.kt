import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestParam

class Tools {
    @PostMapping("/ping")
    fun ping(@RequestParam host: String) {
        Runtime.getRuntime().exec(host) // want "kotlin/command-from-request"
        ProcessBuilder("ping", "-c", "1", host).start() // want "kotlin/command-from-request"
    }
}
