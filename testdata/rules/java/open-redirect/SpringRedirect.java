package example;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.RedirectView;

@Controller
public class SpringRedirect {
    @GetMapping("/login/done")
    public String done(@RequestParam("next") String next) {
        return "redirect:" + next; // want "java/open-redirect: Open redirect.*next"
    }

    @GetMapping("/login/view")
    public ModelAndView view(@RequestParam("next") String next) {
        return new ModelAndView("redirect:" + next); // want "java/open-redirect"
    }

    @GetMapping("/login/rv")
    public RedirectView rv(@RequestParam("next") String next) {
        return new RedirectView(next); // want "java/open-redirect"
    }
}
