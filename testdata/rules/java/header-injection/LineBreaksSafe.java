package example;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// A value with every CR and LF removed stays one header line.
public class LineBreaksSafe {
    private static final String CRLF = "[\\r\\n]+";

    void headers(HttpServletRequest request, HttpServletResponse response) {
        response.setHeader("Content-Language", request.getParameter("lang").replaceAll("[\\r\\n]", ""));
        String v = request.getParameter("v");
        response.setHeader("X-A", v.replaceAll("\r|\n", " "));
        response.addHeader("X-B", v.replaceAll(CRLF, "_"));
        response.setHeader("X-C", v.replace("\r", "").replace("\n", ""));
        response.setHeader("X-D", v.replace('\r', ' ').replace('\n', ' '));
        response.setHeader("X-E", v.replaceAll("\\s+", " "));
        response.setHeader("X-F", v.replaceAll("[\\x00-\\x1f]", ""));
        String noCr = v.replace("\r", "");
        String clean = noCr.replace("\n", " ").trim();
        response.setHeader("X-G", clean.replaceAll("\\s{2,}", " "));
    }
}
