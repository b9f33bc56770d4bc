package example;

import java.security.SecureRandom;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafeRemember extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        int r = SecureRandom.getInstance("SHA1PRNG").nextInt(99);
        String rememberMeKey = Integer.toString(r);
        Cookie c = new Cookie("remember", rememberMeKey);
        request.getSession().setAttribute("key", rememberMeKey);
        byte[] buf = new byte[16];
        new SecureRandom().nextBytes(buf);
    }

    void shuffle(List<String> items) {
        Random rnd = new Random(42);
        Collections.shuffle(items, rnd);
        int jitter = rnd.nextInt(100);
        System.out.println(jitter);
    }
}
