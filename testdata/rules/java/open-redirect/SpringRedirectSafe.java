package example;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

@Controller
public class SpringRedirectSafe {
    @GetMapping("/owners/find")
    public String find(@RequestParam("id") String id) {
        return "redirect:/owners/" + id;
    }

    @GetMapping("/owners/view")
    public ModelAndView view(@RequestParam("id") String id) {
        return new ModelAndView("redirect:/owners/" + id);
    }
}
