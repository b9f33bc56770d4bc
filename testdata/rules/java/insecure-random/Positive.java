package example;

import java.util.Random;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Remember extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        float rand = new Random().nextFloat();
        String rememberMeKey = Float.toString(rand).substring(2); // want "java/insecure-random: Insecure randomness"
        Cookie c = new Cookie("remember", rememberMeKey);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
        double v = Math.random();
        request.getSession().setAttribute("nonce", Double.toString(v)); // want "java/insecure-random"
        long l = java.util.concurrent.ThreadLocalRandom.current().nextLong();
        response.getWriter().println("your code: " + l); // want "java/insecure-random"
    }
}
