package com.example.web;

import javax.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

@Controller
public class HelpController {
    @GetMapping("/help")
    public ModelAndView help(@RequestParam("section") String section) {
        return new ModelAndView("help/" + section); // want "java/spring-modelandview-from-request"
    }

    @GetMapping("/page")
    public ModelAndView page(HttpServletRequest request) {
        String name = request.getParameter("name");
        ModelAndView mav = new ModelAndView();
        mav.setViewName(name); // want "java/spring-modelandview-from-request"
        return mav;
    }
}
