package com.example.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

@Controller
public class ViewName {
    @GetMapping("/help")
    public ModelAndView help(@RequestParam("section") String section) {
        return new ModelAndView("help/" + section); // want "java/code-injection"
    }

    @GetMapping("/page")
    public ModelAndView page(@RequestParam("name") String name) {
        ModelAndView mav = new ModelAndView();
        mav.setViewName(name); // want "java/code-injection"
        return mav;
    }
}
