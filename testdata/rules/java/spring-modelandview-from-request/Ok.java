package com.example.web;

import java.util.Map;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

@Controller
public class HelpController {
    private static final Map<String, String> SECTIONS = Map.of("billing", "help/billing", "account", "help/account");

    @GetMapping("/help")
    public ModelAndView help(@RequestParam("section") String section) {
        ModelAndView mav = new ModelAndView("help/index");
        mav.addObject("section", section);
        return mav;
    }

    @GetMapping("/known")
    public ModelAndView known(@RequestParam("section") String section) {
        String view = SECTIONS.getOrDefault(section, "help/index");
        return new ModelAndView(view, "section", section);
    }

    @GetMapping("/back")
    public ModelAndView back(@RequestParam("url") String url) {
        // a redirect: java/open-redirect's question, not a template's
        String view = "redirect:" + url;
        return new ModelAndView(view);
    }

    @GetMapping("/fwd")
    public ModelAndView forward(@RequestParam("id") String id) {
        return new ModelAndView("forward:/orders/" + id);
    }

    @GetMapping("/order")
    public ModelAndView order(@RequestParam("id") String id) {
        return new ModelAndView("orders/" + Long.parseLong(id));
    }
}
