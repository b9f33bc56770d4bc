import org.springframework.stereotype.Controller
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam

@Controller
class LoginController {
    @GetMapping("/login/done")
    fun done(@RequestParam next: String): String = "redirect:$next" // want "kotlin/spring-redirect-to-parameter"

    @GetMapping("/login/back")
    fun back(@RequestParam("to") to: String): String {
        return "redirect:${to}" // want "kotlin/spring-redirect-to-parameter"
    }
}
