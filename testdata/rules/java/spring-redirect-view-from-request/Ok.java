package com.example.web;

import java.util.Map;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

@Controller
public class LoginController {
    private static final Map<String, String> TARGETS = Map.of("home", "/", "orders", "/orders");

    @PostMapping("/login")
    public ModelAndView login(@RequestParam("next") String next) {
        String view = "redirect:" + TARGETS.getOrDefault(next, "/");
        return new ModelAndView(view);
    }

    @GetMapping("/order")
    public String order(@RequestParam("id") String id) {
        String view = "redirect:/orders/" + Long.parseLong(id);
        return view;
    }

    @GetMapping("/item")
    public String item(@RequestParam("slug") String slug) {
        String view = "redirect:/items/" + slug;
        return view;
    }

    @GetMapping("/home")
    public String home(@RequestParam("tab") String tab) {
        String view = "redirect:/home";
        return view;
    }

    @GetMapping("/help")
    public ModelAndView help(@RequestParam("section") String section) {
        String view = "help/index";
        return new ModelAndView(view, "section", section);
    }
}
