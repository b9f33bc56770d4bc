import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
class Pages {
  @GetMapping("/welcome")
  String welcome(@RequestParam String lang) {
    return "welcome_" + lang; // want "java/spring-view-name-from-request"
  }

  @GetMapping("/doc")
  String doc(@RequestParam String section) {
    return section; // want "java/spring-view-name-from-request"
  }
}
