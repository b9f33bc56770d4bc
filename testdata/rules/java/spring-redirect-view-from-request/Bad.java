package com.example.web;

import javax.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

@Controller
public class LoginController {
    @PostMapping("/login")
    public ModelAndView login(@RequestParam("next") String next) {
        String view = "redirect:" + next;
        return new ModelAndView(view); // want "java/spring-redirect-view-from-request"
    }

    @GetMapping("/logout")
    public String logout(HttpServletRequest request) {
        String target = request.getParameter("returnTo");
        String view = "redirect:" + target;
        return view; // want "java/spring-redirect-view-from-request"
    }
}
