import org.springframework.stereotype.Controller
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable

@Controller
class OrderController {
    @GetMapping("/orders/{id}/done")
    fun done(@PathVariable id: Long): String = "redirect:/orders/$id"
}
