package example;

import java.util.Base64;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// Base64, hex and digests of the value, and a date parsed from it: none
// can hold markup.
public class EncodingsSafe extends HttpServlet {
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws java.io.IOException {
        String s = req.getParameter("s");
        java.io.PrintWriter out = resp.getWriter();
        out.println("<p>" + Base64.getEncoder().encodeToString(s.getBytes()) + "</p>");
        out.println("<p>" + Base64.getUrlEncoder().withoutPadding().encodeToString(s.getBytes()) + "</p>");
        out.println("<p>" + org.apache.commons.codec.digest.DigestUtils.sha256Hex(s) + "</p>");
        out.println("<p>" + org.apache.commons.codec.binary.Hex.encodeHexString(s.getBytes()) + "</p>");
        out.println("<p>" + java.time.LocalDate.parse(s) + "</p>");
    }
}

// A value encrypted and written out in Base64 (Apache Shiro's ByteSource),
// as Shiro's form resubmit check answers.
class CipherSafe extends HttpServlet {
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws java.io.IOException {
        String key = req.getReader().readLine();
        org.apache.shiro.crypto.cipher.AesCipherService cipher = new org.apache.shiro.crypto.cipher.AesCipherService();
        resp.getWriter().write(cipher.encrypt(key.getBytes(), new byte[16]).toBase64());
        resp.getWriter().write(cipher.encrypt(key.getBytes(), new byte[16]).toHex());
    }
}

// A number computed from the parameter, however it was parsed.
class CountSafe extends HttpServlet {
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws java.io.IOException {
        int n = java.util.Optional.ofNullable(req.getParameter("n")).map(Integer::parseInt).orElse(0);
        boolean on = Boolean.TRUE.toString().equals(req.getParameter("on"));
        Long id = java.util.Optional.ofNullable(req.getParameter("id")).map(Long::valueOf).orElse(0L);
        resp.getWriter().println("<p>" + n + on + id + "</p>");
    }
}
