package com.example.web;

import java.util.Map;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

@Controller
public class ViewNameSafe {
    private static final Map<String, String> SECTIONS = Map.of("billing", "help/billing", "account", "help/account");

    @GetMapping("/help")
    public ModelAndView help(@RequestParam("section") String section) {
        ModelAndView mav = new ModelAndView("help/index");
        mav.addObject("section", section);
        return mav;
    }

    @GetMapping("/back")
    public ModelAndView back(@RequestParam("id") String id) {
        return new ModelAndView("redirect:/orders/" + id);
    }

    @GetMapping("/fwd")
    public ModelAndView forward(@RequestParam("id") String id) {
        return new ModelAndView("forward:/orders/" + id);
    }
}
