import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.bind.annotation.RestController;

@Controller
class Pages {
  @GetMapping("/welcome")
  String welcome(@RequestParam String lang, Model model) {
    model.addAttribute("lang", lang);
    return "welcome";
  }

  @GetMapping("/echo")
  @ResponseBody
  String echo(@RequestParam String text) {
    return text.length() + " characters";
  }

  @GetMapping("/go")
  String go(@RequestParam String page) {
    return "redirect:/pages/" + page;
  }
}

@RestController
class Api {
  @GetMapping("/name")
  String name(@RequestParam String n) {
    return n.trim();
  }
}

@Controller
class Owners {
  @GetMapping("/owners")
  String list(@RequestParam(defaultValue = "1") int page, Model model) {
    return addPaginationModel(page, model);
  }

  @GetMapping("/owners/{id}")
  String show(@RequestParam int id) {
    return "owners/" + id;
  }

  private String addPaginationModel(int page, Model model) {
    model.addAttribute("currentPage", page);
    return "owners/ownersList";
  }
}
